import { bank } from "@domain/bank";
import type * as french from "./application";

export const loanNames: typeof french.loanNames = {
  title: {
    pretAuto: "Autokredit",
    pretPersonnel: "Ratenkredit",
    pretVoyage: "Reisekredit",
    pretTravaux: "Modernisierungskredit",
  },
  inSentence: {
    pretAuto: "Autokredit",
    pretPersonnel: "Ratenkredit",
    pretVoyage: "Reisekredit",
    pretTravaux: "Modernisierungskredit",
  },
};

export const loanOptions: typeof french.loanOptions = {
  pretAuto: {
    label: "Fahrzeugkategorie",
    options: {
      neuf: "Neufahrzeug",
      occasion: "Gebrauchtfahrzeug",
      ecologique: "Umweltfreundliches Fahrzeug oder Elektroauto",
    },
  },
  pretPersonnel: {
    label: "Art des Vorhabens",
    options: {
      equipement: "Rund ums Zuhause",
      evenement: "Familienfeste",
      etudes: "Studium und Weiterbildung",
      loisirs: "Freizeit und Hobbys",
      demenagement: "Umzug",
      sante: "Gesundheit und Wohlbefinden",
    },
  },
  pretVoyage: {
    label: "Art der Reise",
    options: {
      famille: "Mit der Familie",
      noces: "Hochzeitsreise",
      aventure: "Abenteuer und Natur",
      culture: "Kultur und Entdeckungen",
    },
  },
  pretTravaux: {
    label: "Art der Arbeiten",
    options: {
      interiorRenovation: "Innenrenovierung",
      extension: "Anbau und Erweiterung",
      energyRenovation: "Energetische Sanierung",
      exteriorWorks: "Außenarbeiten",
    },
  },
};

export const documentNames: typeof french.documentNames = {
  common: {
    identity: "Gültiges Ausweisdokument",
    proofOfAddress: "Wohnsitznachweis, nicht älter als 3 Monate",
    payslips: "Die letzten 3 Gehaltsabrechnungen",
    taxNotice: "Letzter Steuerbescheid",
  },
  quoteOrInvoice: {
    pretAuto: "Rechnung oder Angebot für das Fahrzeug",
    pretTravaux: "Detaillierte Kostenvoranschläge für die Arbeiten",
  },
};

export const applicationStates: typeof french.applicationStates = {
  informations: "Angaben zu ergänzen",
  documents: "Nachweise zu senden",
  submitted: "In Prüfung",
  document_requested: "Nachweis angefordert",
  accepted: "Angebot verfügbar",
  refused: "Abgelehnt",
  signed: "Angebot angenommen",
  withdrawn: "Widerrufen",
};

export const outcomeLabels: typeof french.outcomeLabels = {
  favorable: "Positiv",
  a_etudier: "Wird geprüft",
  defavorable: "Negativ",
};

export const trackerText: typeof french.trackerText = {
  label: "Fortschritt Ihres Antrags",
  steps: {
    Simulation: "Simulation",
    Informations: "Angaben",
    Documents: "Unterlagen",
    Signature: "Unterschrift",
  },
  words: {
    step: (number) => `Schritt ${number}: `,
    status: { done: "Erledigt", current: "In Bearbeitung", upcoming: "Ausstehend" },
  },
};

export const applicationPageText: typeof french.applicationPageText = {
  clientArea: "Kundenbereich",
  myApplication: (loan) => `Mein Antrag auf einen ${loan}`,
  loading: "Ihr Antrag wird geladen…",
  notFoundTitle: "Antrag nicht gefunden",
  myApplications: "Meine Anträge ansehen",
  eyebrow: "Kreditantrag online",
  applicationOf: (loan) => `Antrag auf einen ${loan}`,
  application: "Kreditantrag",
};

export const startText: typeof french.startText = {
  simulate: (loan) => `${loan} simulieren`,
  chooseTitle: "Wählen Sie zuerst Ihren Kredit",
  chooseIntro:
    "Ein Antrag beginnt mit einer Simulation: Wählen Sie Betrag und Laufzeit auf der Seite des Kredits und dann „Jetzt beantragen“.",
  invalidTitle: "Diese Simulation kann nicht übernommen werden",
  changeSimulation: "Simulation ändern",
  loanTitle: "Ihr Kredit",
  insuranceLegend: "Optionale Restschuldversicherung",
  insuranceIntro:
    "Sie übernimmt Ihre Monatsraten bei Tod, Invalidität oder Arbeitsunfähigkeit. Sie können den Kredit auch ohne sie aufnehmen.",
  withoutInsurance: "Ohne optionale Versicherung",
  withInsurance: (premium) => `Mit optionaler Versicherung (${premium} im Monat)`,
  applyTitle: "Online beantragen",
  applyIntro:
    "Beschreiben Sie Ihre Situation und erhalten Sie sofort eine Grundsatzentscheidung, senden Sie Ihre Nachweise und nehmen Sie Ihr Angebot dann online an.",
  creating: "Ihr Antrag wird angelegt…",
  start: "Antrag starten",
  resume: "Meinen Antrag fortsetzen",
  signInFirst:
    "Melden Sie sich in Ihrem Kundenbereich an oder eröffnen Sie Ihr Konto: Sie kehren danach mit diesem Kredit hierher zurück.",
  signIn: "Anmelden",
  openAccount: "Konto eröffnen",
};

export const loanFiguresText: typeof french.loanFiguresText = {
  loan: "Kredit",
  amount: "Kreditbetrag",
  duration: "Laufzeit",
  months: (count) => `${count} Monate`,
  borrowingRate: "Fester Sollzins",
  instalment: "Monatsrate ohne Versicherung",
  perMonth: (amount) => `${amount} im Monat`,
  taeg: "Effektiver Jahreszins (fest)",
  totalDue: "Zu zahlender Gesamtbetrag, ohne Versicherung",
  insurance: "Optionale Restschuldversicherung",
  insuranceChosen: (figures) =>
    `Gewählt: ${figures.premium} im Monat, also ${figures.commitment} im Monat mit der Rate`,
  insuranceNotChosen: "Nicht gewählt",
  noFees: "Keine Bearbeitungsgebühr.",
};

export const applicationViewText: typeof french.applicationViewText = {
  signedLoanTitle: "Ihr Kredit",
  requestedLoanTitle: "Der beantragte Kredit",
  state: "Stand Ihres Antrags: ",
  situationSaved: "Ihre Situation ist gespeichert: Hier ist Ihre Grundsatzentscheidung.",
  offerAccepted: "Sie haben das Kreditangebot angenommen.",
  withdrawn: "Ihr Widerruf ist erfasst.",
};

export const situationText: typeof french.situationText = {
  title: "Ihre Situation",
  editTitle: "Meine Situation ändern",
  intro:
    "Mit diesen Angaben können wir Ihnen sofort eine Grundsatzentscheidung geben und anschließend Ihren Antrag prüfen. Mit einem Sternchen gekennzeichnete Felder sind Pflichtfelder.",
  labels: {
    employmentStatus: "Berufliche Situation",
    employedSince: "Seit (Monat und Jahr)",
    netMonthlyIncome: "Monatliches Nettoeinkommen",
    coBorrowerNetMonthlyIncome: "Monatliches Nettoeinkommen des Mitantragstellers (optional)",
    otherCreditPayments: "Raten Ihrer anderen Kredite (ohne Immobilienkredit für Ihre Wohnung)",
    housing: "Wohnsituation",
    housingCost: "Monatliche Wohnkosten",
    dependants: "Anzahl unterhaltsberechtigter Personen",
  },
  employmentStatuses: {
    cdi: "Unbefristeter Vertrag (CDI)",
    cdd: "Befristeter Vertrag (CDD)",
    interim: "Zeitarbeit",
    fonctionnaire: "Beamter",
    independant: "Selbstständig / Freiberufler",
    retraite: "Im Ruhestand",
    etudiant: "Student",
    sans_emploi: "Ohne Beschäftigung",
  },
  housingKinds: {
    locataire: "Mieter",
    proprietaire_credit: "Eigentümer mit laufendem Immobilienkredit",
    proprietaire: "Eigentümer ohne Immobilienkredit",
    heberge: "Untergebracht (Familie, Freunde, Dienstwohnung)",
  },
  housingCostLabels: {
    locataire: "Monatliche Miete, einschließlich Nebenkosten",
    proprietaire_credit: "Monatsrate Ihres Immobilienkredits, einschließlich Versicherung",
    proprietaire: "Monatliche Kosten Ihrer Wohnung (Hausgeld, Grundsteuer), 0 wenn keine",
    heberge: "Monatliche Beteiligung an den Wohnkosten, 0 wenn keine",
  },
  employedSinceHint: "Zum Beispiel 2021-09",
  amountHint: "In Euro pro Monat, zum Beispiel 1.850,50",
  coBorrowerHint: "Leer lassen, wenn Sie den Kredit allein aufnehmen",
  otherCreditsHint: "0, wenn Sie keine haben",
  dependantsHint: "Kinder oder andere Personen, die Sie finanziell unterstützen, 0 wenn keine",
  computing: "Wird berechnet…",
  submit: "Grundsatzentscheidung erhalten",
  cancel: "Abbrechen",
};

const outcomeWords = { favorable: "positiv", a_etudier: "zu prüfen" } as const;

export const answerText: typeof french.answerText = {
  title: (outcome) => `Grundsatzentscheidung: ${outcome}`,
  reasonsTitle: "Worauf diese Entscheidung beruht",
  figuresTitle: "Ihre Zahlen",
  debtRatio: "Verschuldungsquote",
  instalment: "Monatsrate dieses Kredits",
  instalmentInsured: "Monatsrate dieses Kredits, einschließlich Versicherung",
  creditPayments: "Summe Ihrer monatlichen Kreditraten",
  householdIncome: "Monatliches Nettoeinkommen des Haushalts",
  remainingIncome: "Frei verfügbares Einkommen pro Monat",
  minimumRemainingIncome: (household) =>
    `Mindestens frei verfügbares Einkommen für einen Haushalt mit ${household === 1 ? "1 Person" : `${household} Personen`}`,
  suggestionsTitle: "Ein Kredit, der zu Ihnen passen könnte",
  simulateSuggestion: (loan) => `${loan.amount} über ${loan.months} Monate simulieren`,
  computedOn: (dates) =>
    `Entscheidung berechnet am ${dates.answeredAt}, nach unseren seit dem ${dates.since} geltenden Kriterien.`,
  edit: "Meine Situation ändern",
  wording: {
    summary: {
      favorable:
        "Positive Grundsatzentscheidung, vorbehaltlich der vollständigen Prüfung Ihres Antrags und Ihrer Nachweise.",
      a_etudier: "Ein Berater prüft Ihren Antrag, bevor Sie eine Antwort erhalten.",
      defavorable: "Negative Grundsatzentscheidung für den Antrag in seiner jetzigen Form.",
    },
    notice: `Diese Grundsatzentscheidung ist unverbindlich: Sie beruht auf Ihren eigenen Angaben und ist kein Kreditangebot. Die Entscheidung von ${bank.name} hängt von der vollständigen Prüfung Ihres Antrags und Ihrer Nachweise ab.`,
    age: ({ verdict, age, minimum }) =>
      verdict === "favorable"
        ? `Sie sind ${age} Jahre alt.`
        : `Für einen Kredit müssen Sie mindestens ${minimum} Jahre alt sein; Sie sind ${age}.`,
    ageAtEnd: ({ verdict, date, age, maximum }) =>
      verdict === "favorable"
        ? `Ihre letzte Monatsrate würde um den ${date} gezahlt, bevor Sie ${maximum} Jahre alt werden.`
        : `Ihre letzte Monatsrate würde um den ${date} gezahlt, mit ${age} Jahren: Unsere Kredite müssen zurückgezahlt sein, bevor Sie ${maximum} Jahre alt werden.`,
    residence: ({ verdict }) =>
      verdict === "favorable"
        ? "Sie wohnen in Frankreich."
        : "Unsere Kredite sind Personen mit Wohnsitz in Frankreich vorbehalten, und Ihr Wohnsitzland ist ein anderes.",
    debtRatio: (figures) => {
      const payments = [
        `${figures.instalment} für diesen Kredit${figures.insured ? ", einschließlich Versicherung" : ""}`,
        ...(figures.otherCredits ? [`${figures.otherCredits} für Ihre anderen Kredite`] : []),
        ...(figures.mortgage ? [`${figures.mortgage} für Ihren Immobilienkredit`] : []),
      ];
      const income = `${figures.income} Nettoeinkommen im Monat${figures.coBorrower ? ", einschließlich des Einkommens Ihres Mitantragstellers" : ""}`;
      const clause = {
        favorable: `innerhalb der von uns angesetzten Grenze von ${figures.favorableMax}\u00a0%`,
        a_etudier: `über ${figures.favorableMax}\u00a0%, aber nicht über ${figures.studyMax}\u00a0%: Ein Berater prüft sie mit Ihrem Antrag`,
        defavorable: `über dem von uns angesetzten Höchstwert von ${figures.studyMax}\u00a0%`,
      }[figures.verdict];
      return `Ihre Verschuldungsquote läge bei ${figures.ratio} (${payments.join(", ")}, bei ${income}), ${clause}.`;
    },
    remainingIncome: ({ verdict, negative, remaining, minimum, household }) => {
      const people = household === 1 ? "1 Person" : `${household} Personen`;
      if (negative) {
        return `Ihre Wohnung und Ihre Kredite würden Ihr Einkommen um ${remaining} im Monat übersteigen, während wir für einen Haushalt mit ${people} mindestens ${minimum} frei verfügbares Einkommen voraussetzen.`;
      }
      return verdict === "favorable"
        ? `Nach Wohnkosten und Kreditraten blieben Ihrem Haushalt mit ${people} ${remaining} im Monat; wir setzen mindestens ${minimum} voraus.`
        : `Nach Wohnkosten und Kreditraten blieben Ihrem Haushalt mit ${people} nur ${remaining} im Monat, unter dem von uns vorausgesetzten Minimum von ${minimum}.`;
    },
    suggestion: ({ kind, outcome, amount, months, rate, instalment, insured, taeg, totalDue }) => {
      const repayment = `${instalment} im Monat${insured ? ", einschließlich Versicherung" : ""}`;
      const cost = `fester effektiver Jahreszins von ${taeg}, zu zahlender Gesamtbetrag von ${totalDue}`;
      return kind === "smallerAmount"
        ? `Für ${amount} über ${months} Monate wäre die Grundsatzentscheidung ${outcomeWords[outcome]}: ${cost} (${repayment}).`
        : `Über ${months} Monate wäre die Grundsatzentscheidung für ${amount} ${outcomeWords[outcome]}: ${cost}, zum festen Sollzins von ${rate} (${repayment}); ein längerer Kredit kostet insgesamt mehr.`;
    },
  },
};

export const fipenText: typeof french.fipenText = {
  title: "Vorvertragliche Informationen",
  intro:
    "Das Europäische Standardinformationsblatt für Verbraucherkredite (FIPEN) stellt vor jeder Verpflichtung die Merkmale dieses Kredits dar: Betrag, Laufzeit, Monatsraten, Sollzins, effektiver Jahreszins, Gesamtkosten, optionale Versicherung und Widerrufsrecht. Damit können Sie Kreditangebote vergleichen; lesen Sie es, bevor Sie ein Angebot annehmen.",
  inFrench:
    "Das FIPEN wird auf Französisch ausgestellt, der Sprache unserer Kreditverträge: Verbindlich ist die französische Fassung.",
  download: "FIPEN herunterladen (PDF, auf Französisch)",
};

export const documentsText: typeof french.documentsText = {
  title: "Ihre Nachweise",
  rules: (maxFiles) =>
    `Senden Sie jeden Nachweis als PDF, JPEG oder PNG, höchstens 10 MB pro Datei und höchstens ${maxFiles} Dateien pro Nachweis (Vorder- und Rückseite eines Ausweises, Ihre 3 Gehaltsabrechnungen). Bis zum Senden Ihres Antrags können Sie eine Datei ersetzen oder löschen.`,
  sent: "Die Nachweise Ihres Antrags, so wie Sie sie gesendet haben.",
  requestedByAdviser: "Von Ihrem Berater angefordert",
  toSend: "Noch zu senden",
  filesSent: (count) => (count === 1 ? "1 Datei gesendet" : `${count} Dateien gesendet`),
  adviserMessage: (note) => `Nachricht Ihres Beraters: „${note}“`,
  addFile: "Datei hinzufügen",
  missingToResend: "Um Ihren Antrag erneut zu senden, fügen Sie hinzu:",
  missingToSend: "Um Ihren Antrag zu senden, fehlt noch:",
  sendRequested: "Angeforderte Nachweise senden",
  send: "Antrag senden",
  added: (file) => `Datei hinzugefügt: ${file}.`,
  replaced: (files) => `${files.old} wurde durch ${files.new} ersetzt.`,
  deleted: (file) => `Datei gelöscht: ${file}.`,
  submitted: "Ihr Antrag wurde zur Prüfung gesendet.",
  fileSent: (file) => `${file.size}, gesendet am ${file.sentAt}`,
  download: "Herunterladen",
  replace: "Ersetzen",
  delete: "Löschen",
};

export const offerText: typeof french.offerText = {
  title: "Ihr Kreditangebot",
  intro: ({ issuedOn, validUntil }) =>
    `${issuedOn ? `Ihr Antrag wurde angenommen: Hier ist das am ${issuedOn} erstellte Kreditangebot` : "Ihr Antrag wurde angenommen: Hier ist Ihr Kreditangebot"}${validUntil ? `, gültig bis einschließlich ${validUntil}.` : "."}`,
  contract:
    "Ihr Kreditvertragsangebot mit Tilgungsplan und Widerrufsformular wird so aufbewahrt, wie wir es ausgestellt haben: Es ist das Dokument, das Sie mit der Annahme des Angebots unterschreiben. Es ist auf Französisch, der Sprache unserer Kreditverträge.",
  downloadContract: "Mein Vertragsangebot herunterladen (PDF, auf Französisch)",
  acceptTitle: "Angebot annehmen",
  beforeSigning:
    "Laden Sie vor der Annahme das FIPEN dieses Angebots herunter und lesen Sie es: Die Annahme ist erst möglich, nachdem Sie es erhalten haben.",
  howToAccept:
    "Um das Angebot anzunehmen, bestätigen Sie Ihre Identität mit Ihrem Passwort oder Ihrem Passkey: Das ist Ihre elektronische Unterschrift. Danach können Sie 14 Tage lang ohne Angabe von Gründen und kostenlos widerrufen.",
  expired: (since) =>
    `${since ? `Dieses Angebot ist seit dem ${since} nicht mehr gültig. ` : ""}Wenden Sie sich für ein neues Angebot an Ihren Berater.`,
  formLabel: "Angebot annehmen",
  agreement: "Ich habe das Kreditangebot und das FIPEN gelesen und nehme sie an",
  password: "Passwort",
  passwordHint: "Das Ihres Kundenbereichs: Es bestätigt, dass wirklich Sie unterschreiben.",
  signing: "Wird unterschrieben…",
  accept: "Angebot annehmen",
  verifying: "Wird geprüft…",
  usePasskey: "Meinen Passkey verwenden",
};

export const signedText: typeof french.signedText = {
  title: (signedOn) => `Angebot angenommen am ${signedOn}`,
  signedWith: (method) =>
    `Sie haben das Kreditangebot unterschrieben, indem Sie Ihre Identität mit ${method === "passkey" ? "Ihrem Passkey" : "Ihrem Passwort"} bestätigt haben.`,
  downloadContract: "Meinen unterschriebenen Kreditvertrag herunterladen (PDF, auf Französisch)",
  withdrawalEnds: "Ende der Widerrufsfrist",
  fundsFrom: "Auszahlung möglich ab dem",
  withdrawalRight: ({ days, end, release }) =>
    `Sie können diesen Kreditvertrag innerhalb von ${days} Kalendertagen, bis einschließlich ${end}, widerrufen, ohne Gründe anzugeben und ohne eine Vertragsstrafe zu zahlen. Vor dem ${release} kann Ihnen der Betrag nicht ausgezahlt werden.`,
  withdraw: "Widerrufen",
  confirmQuestion: "Bestätigen Sie Ihren Widerruf? Ihr Kreditvertrag wird aufgehoben.",
  withdrawing: "Widerruf läuft…",
  confirm: "Widerruf bestätigen",
  cancel: "Abbrechen",
  closed: "Die Widerrufsfrist ist abgelaufen: Ein Widerruf ist nicht mehr möglich.",
};

export const studyText: typeof french.studyText = {
  requestedTitle: "Nachweis angefordert",
  requestedIntro: "Um die Prüfung Ihres Antrags fortzusetzen, benötigt Ihr Berater:",
  requestNote: (note) => `: „${note}“`,
  requestedNext:
    "Fügen Sie diesen Nachweis unten hinzu und senden Sie Ihren Antrag erneut: Die Prüfung geht weiter, sobald er bei uns eingegangen ist.",
  underStudyTitle: "In Prüfung",
  underStudy: (receivedOn) =>
    `${receivedOn ? `Ihr vollständiger Antrag ist am ${receivedOn} bei uns eingegangen. ` : ""}Ein Berater prüft ihn und antwortet Ihnen im Durchschnitt innerhalb von 48 Stunden, ohne Wochenenden und Feiertage. Sie erhalten eine E-Mail, sobald er geantwortet hat.`,
  missingLater: "Fehlt ein Nachweis oder ist er unleserlich, fordert Ihr Berater ihn hier an.",
  offerLater: (days) =>
    `Wird Ihr Antrag angenommen, erscheint Ihr Kreditangebot hier: Sie haben dann ${days} Tage Zeit, es online anzunehmen.`,
  refusedTitle: "Antrag abgelehnt",
  refused: (decidedOn) =>
    `${decidedOn ? `Nach Prüfung Ihres Antrags am ${decidedOn}` : "Nach Prüfung Ihres Antrags"} können wir Ihnen diesen Kredit leider nicht gewähren.`,
  reason: "Grund: ",
  ficp: (phone) =>
    `Falls diese Ablehnung auf einer Abfrage des nationalen Registers für Zahlungsstörungen bei Verbraucherkrediten (FICP) der Banque de France beruht, haben Sie das Recht, kostenlos darüber und über das Ergebnis dieser Abfrage informiert zu werden: Rufen Sie uns an unter ${phone}, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit).`,
  withdrawnTitle: "Widerruf erfasst",
  withdrawn: (recordedOn) =>
    `${recordedOn ? `Ihr Widerruf wurde am ${recordedOn} erfasst. ` : ""}Ihr Kreditvertrag ist kostenlos aufgehoben: Es wird keine Monatsrate abgebucht.`,
  repayFunds:
    "Falls Ihnen der Betrag bereits ausgezahlt wurde, zahlen Sie ihn mit den seit der Auszahlung angefallenen Zinsen spätestens 30 Tage nach Ihrem Widerruf zurück.",
};

export const myApplicationsText: typeof french.myApplicationsText = {
  title: "Meine Anträge",
  listLabel: "Meine Kreditanträge",
  loading: "Ihre Anträge werden geladen…",
  loadFailed: (reason) => `Ihre Anträge konnten nicht geladen werden. ${reason}`,
  retry: "Erneut versuchen",
  none: "Sie haben noch keinen Kreditantrag. Simulieren Sie Ihr Vorhaben und beantragen Sie dann online: Sie erhalten sofort eine Grundsatzentscheidung.",
  simulateLabel: "Einen Kredit simulieren",
  loan: ({ amount, months }) => `${amount} mit ${months} Monaten Laufzeit`,
  titled: ({ name, loan }) => `${name} über ${loan}`,
  stepsLabel: (loan) => `Schritte Ihres Antrags auf einen ${loan}`,
  stateLabel: "Stand: ",
  startedOn: (date) => `Antrag begonnen am ${date}`,
  answer: "Grundsatzentscheidung: ",
  noAnswerYet: "Sie erhalten sie, sobald Sie Ihre Situation angegeben haben",
  stillToProvide: "Noch einzureichen:",
  situationMissing: "Ihre Situation: Beschäftigung, Einkommen, Ausgaben und Wohnung",
  open: "Meinen Antrag ansehen",
  current: ({ loan, startedOn }) => `Ihr Antrag über ${loan}, begonnen am ${startedOn}: `,
};

export const myDocumentsText: typeof french.myDocumentsText = {
  title: "Meine Dokumente",
  intro:
    "Die Dokumente, die wir Ihnen zu Ihren Kreditanträgen übergeben haben, so wie wir sie aufbewahren: das FIPEN jedes Kredits, dann das Kreditvertragsangebot und sein Tilgungsplan. Sie sind auf Französisch, der Sprache unserer Kreditverträge.",
  loading: "Ihre Dokumente werden geladen…",
  loadFailed: (reason) => `Ihre Dokumente konnten nicht geladen werden. ${reason}`,
  retry: "Erneut versuchen",
  none: "Noch keine Dokumente: Sie erscheinen hier, sobald wir sie Ihnen übergeben haben, zuerst das FIPEN Ihres Kreditantrags.",
  listLabel: "Meine Dokumente, nach Kreditantrag",
  fipen: (deliveredAt) => `FIPEN übergeben am ${deliveredAt}`,
  contract: ({ issuedAt, signedAt }) =>
    `Kreditvertragsangebot ausgestellt am ${issuedAt}${signedAt ? `, unterschrieben am ${signedAt}` : ""}`,
  schedule: "Tilgungsplan des Angebots",
  download: "Herunterladen (PDF, auf Französisch)",
};
