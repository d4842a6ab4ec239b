import { bank, figures } from "@domain/bank";
import type { ApplicationState } from "@domain/credit/application";
import type { DocumentCode } from "@domain/credit/documents";
import { maxDocumentBytes } from "@domain/documentFiles";
import type { LoanOption } from "@domain/credit/offers";
import type { CreditProduct } from "@domain/credit/products";
import type { Outcome } from "@domain/credit/solvencyAssessment";
import { withdrawalPeriodDays, withdrawalRepaymentDays } from "@domain/credit/periods";
import type { ApplicationTrackerStep } from "@domain/credit/workflow";
import { formatFileSize } from "@domain/fileSize";
import type { EmploymentStatus, HousingKind } from "@domain/forms/creditSituationOptions";
import type { Locale } from "@domain/i18n/locales";
import type { TrackerWords } from "~/components/ui/StepTracker";
import type { Translate } from "~/i18n/catalogs";

/**
 * The online credit application (`/demandePret`) and the client area's list and tracker of
 * applications. Staff's screens and the FIPEN keep the domain's French labels
 * (`creditProductLabels`, `applicationStateLabels`, `outcomeLabel`, the checklists' labels); the
 * customer's pages word the same codes from here.
 */

/**
 * The sentences of an indicative answer, worded from its figures. French pages show the ones the
 * server wrote when it answered (staff read the same); another language words them again.
 */
export interface AnswerWording {
  summary: Record<Outcome, string>;
  notice: string;
  age: (figures: { verdict: Outcome; age: number; minimum: number }) => string;
  ageAtEnd: (figures: { verdict: Outcome; date: string; age: number; maximum: number }) => string;
  residence: (figures: { verdict: Outcome }) => string;
  debtRatio: (figures: {
    verdict: Outcome;
    ratio: string;
    instalment: string;
    insured: boolean;
    /** Absent when there is none. */
    otherCredits?: string;
    mortgage?: string;
    income: string;
    coBorrower: boolean;
    /** Percentages without their sign: `33`. */
    favorableMax: string;
    studyMax: string;
  }) => string;
  remainingIncome: (figures: {
    verdict: Outcome;
    /** Below 0 when housing and credits exceed the income; `remaining` is then what they exceed it by. */
    negative: boolean;
    remaining: string;
    minimum: string;
    household: number;
  }) => string;
  suggestion: (figures: {
    kind: "smallerAmount" | "longerDuration";
    outcome: Exclude<Outcome, "defavorable">;
    amount: string;
    months: number;
    rate: string;
    instalment: string;
    insured: boolean;
    taeg: string;
    totalDue: string;
  }) => string;
}

/** The application texts in one language, from the `application` catalogs (app/content/catalogs/application/<language>.po). */
export function applicationContentIn(t: Translate, locale: Locale) {
  /**
   * The server words an indicative answer and writes the FIPEN in French: a French page shows them
   * as they are, another language words the answer again and says the sheet is in French.
   */
  const inServerLanguage = locale === "fr";
  const people = (household: number) => t("answerText.people", { household });

  /** Each loan's name, as a list or a heading shows it and within a sentence. */
  const loanNames: {
    title: Record<CreditProduct, string>;
    inSentence: Record<CreditProduct, string>;
  } = {
    title: {
      pretAuto: t("loanNames.title.pretAuto"),
      pretPersonnel: t("loanNames.title.pretPersonnel"),
      pretVoyage: t("loanNames.title.pretVoyage"),
      pretTravaux: t("loanNames.title.pretTravaux"),
    },
    inSentence: {
      pretAuto: t("loanNames.inSentence.pretAuto"),
      pretPersonnel: t("loanNames.inSentence.pretPersonnel"),
      pretVoyage: t("loanNames.inSentence.pretVoyage"),
      pretTravaux: t("loanNames.inSentence.pretTravaux"),
    },
  };
  /** The simulator's choice each loan is priced by, in the credit pages' own words (a test checks). */
  const loanOptions: {
    [Product in CreditProduct]: { label: string; options: Record<LoanOption<Product>, string> };
  } = {
    pretAuto: {
      label: t("loanOptions.pretAuto.label"),
      options: {
        neuf: t("loanOptions.pretAuto.options.neuf"),
        occasion: t("loanOptions.pretAuto.options.occasion"),
        ecologique: t("loanOptions.pretAuto.options.ecologique"),
      },
    },
    pretPersonnel: {
      label: t("loanOptions.pretPersonnel.label"),
      options: {
        equipement: t("loanOptions.pretPersonnel.options.equipement"),
        evenement: t("loanOptions.pretPersonnel.options.evenement"),
        etudes: t("loanOptions.pretPersonnel.options.etudes"),
        loisirs: t("loanOptions.pretPersonnel.options.loisirs"),
        demenagement: t("loanOptions.pretPersonnel.options.demenagement"),
        sante: t("loanOptions.pretPersonnel.options.sante"),
      },
    },
    pretVoyage: {
      label: t("loanOptions.pretVoyage.label"),
      options: {
        famille: t("loanOptions.pretVoyage.options.famille"),
        noces: t("loanOptions.pretVoyage.options.noces"),
        aventure: t("loanOptions.pretVoyage.options.aventure"),
        culture: t("loanOptions.pretVoyage.options.culture"),
      },
    },
    pretTravaux: {
      label: t("loanOptions.pretTravaux.label"),
      options: {
        interiorRenovation: t("loanOptions.pretTravaux.options.interiorRenovation"),
        extension: t("loanOptions.pretTravaux.options.extension"),
        energyRenovation: t("loanOptions.pretTravaux.options.energyRenovation"),
        exteriorWorks: t("loanOptions.pretTravaux.options.exteriorWorks"),
      },
    },
  };
  /**
   * The checklist's documents, in the credit pages' words (a test checks); the quote or invoice
   * names what the loan pays for.
   */
  const documentNames: {
    common: Record<Exclude<DocumentCode, "quoteOrInvoice">, string>;
    quoteOrInvoice: Record<"pretAuto" | "pretTravaux", string>;
  } = {
    common: {
      identity: t("documentNames.common.identity"),
      proofOfAddress: t("documentNames.common.proofOfAddress"),
      payslips: t("documentNames.common.payslips"),
      taxNotice: t("documentNames.common.taxNotice"),
    },
    quoteOrInvoice: {
      pretAuto: t("documentNames.quoteOrInvoice.pretAuto"),
      pretTravaux: t("documentNames.quoteOrInvoice.pretTravaux"),
    },
  };
  /** Where an application stands, as the customer reads it. */
  const applicationStates: Record<ApplicationState, string> = {
    informations: t("applicationStates.informations"),
    documents: t("applicationStates.documents"),
    submitted: t("applicationStates.submitted"),
    document_requested: t("applicationStates.document_requested"),
    accepted: t("applicationStates.accepted"),
    refused: t("applicationStates.refused"),
    signed: t("applicationStates.signed"),
    withdrawn: t("applicationStates.withdrawn"),
  };

  const outcomeLabels: Record<Outcome, string> = {
    favorable: t("outcomeLabels.favorable"),
    a_etudier: t("outcomeLabels.a_etudier"),
    defavorable: t("outcomeLabels.defavorable"),
  };
  /** The four steps of an application, and how a tracker writes their state out. */
  const trackerText = {
    label: t("trackerText.label"),
    steps: {
      Simulation: t("trackerText.steps.Simulation"),
      Informations: t("trackerText.steps.Informations"),
      Documents: t("trackerText.steps.Documents"),
      Signature: t("trackerText.steps.Signature"),
    } as Record<ApplicationTrackerStep["label"], string>,
    words: {
      step: (number: number) => t("trackerText.words.step", { number }),
      status: {
        done: t("trackerText.words.status.done"),
        current: t("trackerText.words.status.current"),
        upcoming: t("trackerText.words.status.upcoming"),
      },
    } as TrackerWords,
  };
  /** The page's frame: headings and the states of its address. */
  const applicationPageText = {
    clientArea: t("applicationPageText.clientArea"),
    myApplication: (loan: string) => t("applicationPageText.myApplication", { loan }),
    loading: t("applicationPageText.loading"),
    notFoundTitle: t("applicationPageText.notFoundTitle"),
    myApplications: t("applicationPageText.myApplications"),
    eyebrow: t("applicationPageText.eyebrow"),
    applicationOf: (loan: string) => t("applicationPageText.applicationOf", { loan }),
    application: t("applicationPageText.application"),
  };
  /** The loan of a simulation, before the application exists. */
  const startText = {
    simulate: (loan: string) => t("startText.simulate", { loan }),
    chooseTitle: t("startText.chooseTitle"),
    chooseIntro: t("startText.chooseIntro"),
    invalidTitle: t("startText.invalidTitle"),
    changeSimulation: t("startText.changeSimulation"),
    loanTitle: t("startText.loanTitle"),
    insuranceLegend: t("startText.insuranceLegend"),
    insuranceIntro: t("startText.insuranceIntro"),
    withoutInsurance: t("startText.withoutInsurance"),
    withInsurance: (premium: string) => t("startText.withInsurance", { premium }),
    applyTitle: t("startText.applyTitle"),
    applyIntro: t("startText.applyIntro"),
    creating: t("startText.creating"),
    start: t("startText.start"),
    resume: t("startText.resume"),
    signInFirst: t("startText.signInFirst"),
    signIn: t("startText.signIn"),
    openAccount: t("startText.openAccount"),
  };
  /** A loan's figures with their legal mentions. */
  const loanFiguresText = {
    loan: t("loanFiguresText.loan"),
    amount: t("loanFiguresText.amount"),
    duration: t("loanFiguresText.duration"),
    months: (count: number) => t("loanFiguresText.months", { count }),
    borrowingRate: t("loanFiguresText.borrowingRate"),
    instalment: t("loanFiguresText.instalment"),
    perMonth: (amount: string) => t("loanFiguresText.perMonth", { amount }),
    taeg: t("loanFiguresText.taeg"),
    totalDue: t("loanFiguresText.totalDue"),
    insurance: t("loanFiguresText.insurance"),
    insuranceChosen: (figures: { premium: string; commitment: string }) =>
      t("loanFiguresText.insuranceChosen", {
        premium: figures.premium,
        commitment: figures.commitment,
      }),
    insuranceNotChosen: t("loanFiguresText.insuranceNotChosen"),
    noFees: t("loanFiguresText.noFees"),
  };
  /** The application's page around its steps, and what it announces after each one. */
  const applicationViewText = {
    signedLoanTitle: t("applicationViewText.signedLoanTitle"),
    requestedLoanTitle: t("applicationViewText.requestedLoanTitle"),
    state: t("applicationViewText.state"),
    situationSaved: t("applicationViewText.situationSaved"),
    offerAccepted: t("applicationViewText.offerAccepted"),
    withdrawn: t("applicationViewText.withdrawn"),
  };
  /** The Informations step: the customer's situation. */
  const situationText = {
    title: t("situationText.title"),
    editTitle: t("situationText.editTitle"),
    intro: t("situationText.intro"),
    labels: {
      employmentStatus: t("situationText.labels.employmentStatus"),
      employedSince: t("situationText.labels.employedSince"),
      netMonthlyIncome: t("situationText.labels.netMonthlyIncome"),
      coBorrowerNetMonthlyIncome: t("situationText.labels.coBorrowerNetMonthlyIncome"),
      otherCreditPayments: t("situationText.labels.otherCreditPayments"),
      housing: t("situationText.labels.housing"),
      housingCost: t("situationText.labels.housingCost"),
      dependants: t("situationText.labels.dependants"),
    },
    employmentStatuses: {
      cdi: t("situationText.employmentStatuses.cdi"),
      cdd: t("situationText.employmentStatuses.cdd"),
      interim: t("situationText.employmentStatuses.interim"),
      fonctionnaire: t("situationText.employmentStatuses.fonctionnaire"),
      independant: t("situationText.employmentStatuses.independant"),
      retraite: t("situationText.employmentStatuses.retraite"),
      etudiant: t("situationText.employmentStatuses.etudiant"),
      sans_emploi: t("situationText.employmentStatuses.sans_emploi"),
    } as Record<EmploymentStatus, string>,
    housingKinds: {
      locataire: t("situationText.housingKinds.locataire"),
      proprietaire_credit: t("situationText.housingKinds.proprietaire_credit"),
      proprietaire: t("situationText.housingKinds.proprietaire"),
      heberge: t("situationText.housingKinds.heberge"),
    } as Record<HousingKind, string>,
    /** The housing cost field's label follows the housing chosen above it. */
    housingCostLabels: {
      locataire: t("situationText.housingCostLabels.locataire"),
      proprietaire_credit: t("situationText.housingCostLabels.proprietaire_credit"),
      proprietaire: t("situationText.housingCostLabels.proprietaire"),
      heberge: t("situationText.housingCostLabels.heberge"),
    } as Record<HousingKind, string>,
    employedSinceHint: t("situationText.employedSinceHint"),
    amountHint: t("situationText.amountHint"),
    coBorrowerHint: t("situationText.coBorrowerHint"),
    otherCreditsHint: t("situationText.otherCreditsHint"),
    dependantsHint: t("situationText.dependantsHint"),
    computing: t("situationText.computing"),
    submit: t("situationText.submit"),
    cancel: t("situationText.cancel"),
  };
  const wording: AnswerWording | undefined = inServerLanguage
    ? undefined
    : {
        summary: {
          favorable: t("answerText.wording.summary.favorable"),
          a_etudier: t("answerText.wording.summary.a_etudier"),
          defavorable: t("answerText.wording.summary.defavorable"),
        },
        notice: t("answerText.wording.notice", { bankName: bank.name }),
        age: ({ verdict, age, minimum }) => t("answerText.wording.age", { verdict, age, minimum }),
        ageAtEnd: ({ verdict, date, age, maximum }) =>
          t("answerText.wording.ageAtEnd", { verdict, date, age, maximum }),
        residence: ({ verdict }) => t("answerText.wording.residence", { verdict }),
        debtRatio: (figures) => {
          const { instalment, insured, otherCredits, mortgage, income, coBorrower } = figures;
          const payments = [
            t("answerText.wording.debtRatio.instalment", { instalment, insured }),
            ...(otherCredits
              ? [t("answerText.wording.debtRatio.otherCredits", { otherCredits })]
              : []),
            ...(mortgage ? [t("answerText.wording.debtRatio.mortgage", { mortgage })] : []),
          ];
          return t("answerText.wording.debtRatio", {
            verdict: figures.verdict,
            ratio: figures.ratio,
            payments: payments.join(", "),
            income: t("answerText.wording.debtRatio.income", { income, coBorrower }),
            favorableMax: figures.favorableMax,
            studyMax: figures.studyMax,
          });
        },
        remainingIncome: ({ verdict, negative, remaining, minimum, household }) =>
          t("answerText.wording.remainingIncome", {
            verdict,
            negative,
            remaining,
            minimum,
            people: people(household),
          }),
        suggestion: ({
          kind,
          outcome,
          amount,
          months,
          rate,
          instalment,
          insured,
          taeg,
          totalDue,
        }) =>
          t("answerText.wording.suggestion", {
            kind,
            amount,
            months,
            rate,
            answer: t("answerText.wording.suggestion.answer", { outcome }),
            cost: t("answerText.wording.suggestion.cost", { taeg, totalDue }),
            repayment: t("answerText.wording.suggestion.repayment", { instalment, insured }),
          }),
      };
  /** The indicative answer, computed from the situation. */
  const answerText = {
    title: (outcome: string) => t("answerText.title", { outcome }),
    reasonsTitle: t("answerText.reasonsTitle"),
    figuresTitle: t("answerText.figuresTitle"),
    debtRatio: t("answerText.debtRatio"),
    instalment: t("answerText.instalment"),
    instalmentInsured: t("answerText.instalmentInsured"),
    creditPayments: t("answerText.creditPayments"),
    householdIncome: t("answerText.householdIncome"),
    remainingIncome: t("answerText.remainingIncome"),
    minimumRemainingIncome: (household: number) =>
      t("answerText.minimumRemainingIncome", { people: people(household) }),
    suggestionsTitle: t("answerText.suggestionsTitle"),
    simulateSuggestion: (loan: { amount: string; months: number }) =>
      t("answerText.simulateSuggestion", { amount: loan.amount, months: loan.months }),
    computedOn: (dates: { answeredAt: string; since: string }) =>
      t("answerText.computedOn", { answeredAt: dates.answeredAt, since: dates.since }),
    edit: t("answerText.edit"),
    wording,
  };
  /** The pre-contractual information sheet, generated in French by the server. */
  const fipenText = {
    title: t("fipenText.title"),
    intro: t("fipenText.intro"),
    /** On a page in another language: the sheet is the French legal document. */
    inFrench: inServerLanguage ? undefined : t("fipenText.inFrench"),
    download: t("fipenText.download"),
  };
  /** The Documents step. */
  const documentsText = {
    title: t("documentsText.title"),
    rules: (maxFiles: number) =>
      t("documentsText.rules", {
        maxFiles,
        maxSize: formatFileSize(maxDocumentBytes, locale),
      }),
    sent: t("documentsText.sent"),
    requestedByAdviser: t("documentsText.requestedByAdviser"),
    toSend: t("documentsText.toSend"),
    filesSent: (count: number) => t("documentsText.filesSent", { count }),
    adviserMessage: (note: string) => t("documentsText.adviserMessage", { note }),
    addFile: t("documentsText.addFile"),
    missingToResend: t("documentsText.missingToResend"),
    missingToSend: t("documentsText.missingToSend"),
    sendRequested: t("documentsText.sendRequested"),
    send: t("documentsText.send"),
    added: (file: string) => t("documentsText.added", { file }),
    replaced: (files: { old: string; new: string }) =>
      t("documentsText.replaced", { old: files.old, new: files.new }),
    deleted: (file: string) => t("documentsText.deleted", { file }),
    submitted: t("documentsText.submitted"),
    /** `120 Ko, envoyé le 24 novembre 2026 à 09:10` */
    fileSent: (file: { size: string; sentAt: string }) =>
      t("documentsText.fileSent", { size: file.size, sentAt: file.sentAt }),
    download: t("documentsText.download"),
    replace: t("documentsText.replace"),
    delete: t("documentsText.delete"),
  };
  /** Accepting the offer. */
  const offerText = {
    title: t("offerText.title"),
    intro: ({ issuedOn, validUntil }: { issuedOn?: string; validUntil?: string }) =>
      t("offerText.intro", {
        issuedOn,
        validUntil,
        issued: Boolean(issuedOn),
        valid: Boolean(validUntil),
      }),
    contract: t("offerText.contract"),
    downloadContract: t("offerText.downloadContract"),
    acceptTitle: t("offerText.acceptTitle"),
    /** Before the box to tick: the signature needs the sheet of these figures, given beforehand. */
    beforeSigning: t("offerText.beforeSigning"),
    howToAccept: t("offerText.howToAccept", { days: withdrawalPeriodDays }),
    expired: (since?: string) => t("offerText.expired", { since, dated: Boolean(since) }),
    formLabel: t("offerText.formLabel"),
    agreement: t("offerText.agreement"),
    password: t("offerText.password"),
    passwordHint: t("offerText.passwordHint"),
    signing: t("offerText.signing"),
    accept: t("offerText.accept"),
    verifying: t("offerText.verifying"),
    usePasskey: t("offerText.usePasskey"),
  };
  /** A signed loan and its withdrawal period. */
  const signedText = {
    title: (signedOn: string) => t("signedText.title", { signedOn }),
    signedWith: (method: "password" | "passkey") => t("signedText.signedWith", { method }),
    downloadContract: t("signedText.downloadContract"),
    withdrawalEnds: t("signedText.withdrawalEnds"),
    fundsFrom: t("signedText.fundsFrom"),
    withdrawalRight: ({ days, end, release }: { days: number; end: string; release: string }) =>
      t("signedText.withdrawalRight", { days, end, release }),
    withdraw: t("signedText.withdraw"),
    confirmQuestion: t("signedText.confirmQuestion"),
    withdrawing: t("signedText.withdrawing"),
    confirm: t("signedText.confirm"),
    cancel: t("signedText.cancel"),
    closed: t("signedText.closed"),
  };
  /** The file with staff: under study, a document asked for, refused, or withdrawn from. */
  const studyText = {
    requestedTitle: t("studyText.requestedTitle"),
    requestedIntro: t("studyText.requestedIntro"),
    /** After the document's name: staff's words, as they wrote them. */
    requestNote: (note: string) => t("studyText.requestNote", { note }),
    requestedNext: t("studyText.requestedNext"),
    underStudyTitle: t("studyText.underStudyTitle"),
    underStudy: (receivedOn?: string) =>
      t("studyText.underStudy", {
        receivedOn,
        received: Boolean(receivedOn),
        hours: figures.averageAnswerHours,
      }),
    missingLater: t("studyText.missingLater"),
    offerLater: (days: number) => t("studyText.offerLater", { days }),
    refusedTitle: t("studyText.refusedTitle"),
    refused: (decidedOn?: string) =>
      t("studyText.refused", { decidedOn, decided: Boolean(decidedOn) }),
    reason: t("studyText.reason"),
    ficp: (phone: string) => t("studyText.ficp", { phone }),
    withdrawnTitle: t("studyText.withdrawnTitle"),
    withdrawn: (recordedOn?: string) =>
      t("studyText.withdrawn", { recordedOn, recorded: Boolean(recordedOn) }),
    repayFunds: t("studyText.repayFunds", { days: withdrawalRepaymentDays }),
  };
  /** The client area's applications and a credit page's tracker of the current one. */
  const myApplicationsText = {
    title: t("myApplicationsText.title"),
    listLabel: t("myApplicationsText.listLabel"),
    loading: t("myApplicationsText.loading"),
    loadFailed: (reason: string) => t("myApplicationsText.loadFailed", { reason }),
    retry: t("myApplicationsText.retry"),
    none: t("myApplicationsText.none"),
    simulateLabel: t("myApplicationsText.simulateLabel"),
    /** `20 000,00 € sur 60 mois` */
    loan: ({ amount, months }: { amount: string; months: number }) =>
      t("myApplicationsText.loan", { amount, months }),
    /** `Prêt auto de 20 000,00 € sur 60 mois` */
    titled: ({ name, loan }: { name: string; loan: string }) =>
      t("myApplicationsText.titled", { name, loan }),
    stepsLabel: (loan: string) => t("myApplicationsText.stepsLabel", { loan }),
    stateLabel: t("myApplicationsText.stateLabel"),
    startedOn: (date: string) => t("myApplicationsText.startedOn", { date }),
    answer: t("myApplicationsText.answer"),
    noAnswerYet: t("myApplicationsText.noAnswerYet"),
    stillToProvide: t("myApplicationsText.stillToProvide"),
    /** Before the situation is given, it is what the application waits for. */
    situationMissing: t("myApplicationsText.situationMissing"),
    open: t("myApplicationsText.open"),
    current: ({ loan, startedOn }: { loan: string; startedOn: string }) =>
      t("myApplicationsText.current", { loan, startedOn }),
  };
  /** The client area's « Mes documents »: what the bank gave the customer, to download again. */
  const myDocumentsText = {
    title: t("myDocumentsText.title"),
    intro: t("myDocumentsText.intro"),
    loading: t("myDocumentsText.loading"),
    loadFailed: (reason: string) => t("myDocumentsText.loadFailed", { reason }),
    retry: t("myDocumentsText.retry"),
    none: t("myDocumentsText.none"),
    listLabel: t("myDocumentsText.listLabel"),
    /** `FIPEN remise le 23 novembre 2026 à 10:42` */
    fipen: (deliveredAt: string) => t("myDocumentsText.fipen", { deliveredAt }),
    contract: ({ issuedAt, signedAt }: { issuedAt: string; signedAt: string | null }) =>
      t("myDocumentsText.contract", { issuedAt, signedAt, signed: Boolean(signedAt) }),
    schedule: t("myDocumentsText.schedule"),
    download: t("myDocumentsText.download"),
  };
  return {
    loanNames,
    loanOptions,
    documentNames,
    applicationStates,
    outcomeLabels,
    trackerText,
    applicationPageText,
    startText,
    loanFiguresText,
    applicationViewText,
    situationText,
    answerText,
    fipenText,
    documentsText,
    offerText,
    signedText,
    studyText,
    myApplicationsText,
    myDocumentsText,
  };
}

export type ApplicationContent = ReturnType<typeof applicationContentIn>;
