import { bank } from "@domain/bank";
import type { ApplicationState } from "@domain/credit/application";
import type { DocumentCode } from "@domain/credit/documents";
import type { LoanOption } from "@domain/credit/offers";
import type { CreditProduct } from "@domain/credit/products";
import type { Outcome } from "@domain/credit/solvencyAssessment";
import type { TrackerWords } from "~/components/ui/StepTracker";
import type { ApplicationTrackerStep } from "@domain/credit/workflow";
import type { EmploymentStatus, HousingKind } from "@domain/forms/creditSituationOptions";
import { borrowerInsuranceOffer } from "./credit";

/**
 * The online credit application (`/demandePret`) and the client area's list and tracker of
 * applications. Staff's screens and the FIPEN keep the domain's French labels
 * (`creditProductLabels`, `applicationStateLabels`, `outcomeLabel`, the checklists' labels); the
 * customer's pages word the same codes from here.
 */

/** Each loan's name, as a list or a heading shows it and within a sentence. */
export const loanNames: {
  title: Record<CreditProduct, string>;
  inSentence: Record<CreditProduct, string>;
} = {
  title: {
    pretAuto: "Prêt auto",
    pretPersonnel: "Prêt personnel",
    pretVoyage: "Prêt voyage",
    pretTravaux: "Prêt travaux",
  },
  inSentence: {
    pretAuto: "prêt auto",
    pretPersonnel: "prêt personnel",
    pretVoyage: "prêt voyage",
    pretTravaux: "prêt travaux",
  },
};

/** The simulator's choice each loan is priced by, in the credit pages' own words (a test checks). */
export const loanOptions: {
  [Product in CreditProduct]: { label: string; options: Record<LoanOption<Product>, string> };
} = {
  pretAuto: {
    label: "Catégorie de véhicule",
    options: {
      neuf: "Véhicule neuf",
      occasion: "Véhicule d'occasion",
      ecologique: "Véhicule écologique ou électrique",
    },
  },
  pretPersonnel: {
    label: "Type de projet",
    options: {
      equipement: "Équipement de la maison",
      evenement: "Événements familiaux",
      etudes: "Études et formation",
      loisirs: "Loisirs et passions",
      demenagement: "Déménagement",
      sante: "Santé et bien-être",
    },
  },
  pretVoyage: {
    label: "Type de voyage",
    options: {
      famille: "En famille",
      noces: "Voyage de noces",
      aventure: "Aventure et nature",
      culture: "Culture et découverte",
    },
  },
  pretTravaux: {
    label: "Nature des travaux",
    options: {
      interiorRenovation: "Rénovation intérieure",
      extension: "Extension et agrandissement",
      energyRenovation: "Rénovation énergétique",
      exteriorWorks: "Travaux extérieurs",
    },
  },
};

/**
 * The checklist's documents, in the credit pages' words (a test checks); the quote or invoice
 * names what the loan pays for.
 */
export const documentNames: {
  common: Record<Exclude<DocumentCode, "quoteOrInvoice">, string>;
  quoteOrInvoice: Record<"pretAuto" | "pretTravaux", string>;
} = {
  common: {
    identity: "Pièce d'identité en cours de validité",
    proofOfAddress: "Justificatif de domicile de moins de 3 mois",
    payslips: "3 derniers bulletins de salaire",
    taxNotice: "Dernier avis d'imposition",
  },
  quoteOrInvoice: {
    pretAuto: "Facture ou devis du véhicule",
    pretTravaux: "Devis détaillés des travaux",
  },
};

/** Where an application stands, as the customer reads it. */
export const applicationStates: Record<ApplicationState, string> = {
  informations: "Informations à compléter",
  documents: "Justificatifs à envoyer",
  submitted: "En cours d'étude",
  document_requested: "Justificatif demandé",
  accepted: "Offre disponible",
  refused: "Refusée",
  signed: "Offre acceptée",
  withdrawn: "Rétractée",
};

export const outcomeLabels: Record<Outcome, string> = {
  favorable: "Favorable",
  a_etudier: "À étudier",
  defavorable: "Défavorable",
};

/** The four steps of an application, and how a tracker writes their state out. */
export const trackerText = {
  label: "Avancement de votre demande",
  steps: {
    Simulation: "Simulation",
    Informations: "Informations",
    Documents: "Documents",
    Signature: "Signature",
  } as Record<ApplicationTrackerStep["label"], string>,
  words: {
    step: (number: number) => `Étape ${number} : `,
    status: { done: "Terminé", current: "En cours", upcoming: "À venir" },
  } as TrackerWords,
};

/** The page's frame: headings and the states of its address. */
export const applicationPageText = {
  clientArea: "Espace client",
  myApplication: (loan: string) => `Ma demande de ${loan}`,
  loading: "Chargement de votre demande…",
  notFoundTitle: "Demande introuvable",
  myApplications: "Voir mes demandes",
  eyebrow: "Demande de prêt en ligne",
  applicationOf: (loan: string) => `Demande de ${loan}`,
  application: "Demande de prêt",
};

/** The loan of a simulation, before the application exists. */
export const startText = {
  simulate: (loan: string) => `Simuler un ${loan}`,
  chooseTitle: "Choisissez d'abord votre prêt",
  chooseIntro:
    "Une demande part d'une simulation : choisissez le montant et la durée sur la page du prêt, puis « Faire ma demande ».",
  invalidTitle: "Cette simulation ne peut pas être reprise",
  changeSimulation: "Modifier ma simulation",
  loanTitle: "Votre prêt",
  insuranceLegend: "Assurance emprunteur facultative",
  insuranceIntro: `Elle couvre vos mensualités en cas de ${borrowerInsuranceOffer.cover}. Vous pouvez emprunter sans elle.`,
  withoutInsurance: "Sans l'assurance facultative",
  withInsurance: (premium: string) => `Avec l'assurance facultative (${premium} par mois)`,
  applyTitle: "Faire ma demande en ligne",
  applyIntro:
    "Décrivez votre situation et obtenez aussitôt une réponse de principe, envoyez vos justificatifs, puis acceptez votre offre en ligne.",
  creating: "Création de votre demande…",
  start: "Commencer ma demande",
  resume: "Reprendre ma demande",
  signInFirst:
    "Connectez-vous à votre espace client, ou ouvrez votre compte : vous reviendrez ici avec ce prêt.",
  signIn: "Me connecter",
  openAccount: "Ouvrir mon compte",
};

/** A loan's figures with their legal mentions. */
export const loanFiguresText = {
  loan: "Prêt",
  amount: "Montant emprunté",
  duration: "Durée",
  months: (count: number) => `${count} mois`,
  borrowingRate: "Taux débiteur fixe",
  instalment: "Mensualité hors assurance",
  perMonth: (amount: string) => `${amount} par mois`,
  taeg: "Taux annuel effectif global (TAEG) fixe",
  totalDue: "Montant total dû, hors assurance",
  insurance: "Assurance emprunteur facultative",
  insuranceChosen: (figures: { premium: string; commitment: string }) =>
    `Choisie : ${figures.premium} par mois, soit ${figures.commitment} par mois avec la mensualité`,
  insuranceNotChosen: "Non choisie",
  noFees: "Sans frais de dossier.",
};

/** The application's page around its steps, and what it announces after each one. */
export const applicationViewText = {
  signedLoanTitle: "Votre crédit",
  requestedLoanTitle: "Le prêt demandé",
  state: "État de votre demande : ",
  situationSaved: "Votre situation est enregistrée : voici votre réponse de principe.",
  offerAccepted: "Vous avez accepté l'offre de crédit.",
  withdrawn: "Votre rétractation est enregistrée.",
};

/** The Informations step: the customer's situation. */
export const situationText = {
  title: "Votre situation",
  editTitle: "Modifier ma situation",
  intro:
    "Ces informations nous permettent de vous donner tout de suite une réponse de principe, puis d'étudier votre demande. Les champs marqués d'un astérisque sont obligatoires.",
  labels: {
    employmentStatus: "Situation professionnelle",
    employedSince: "Depuis (mois et année)",
    netMonthlyIncome: "Revenus nets mensuels",
    coBorrowerNetMonthlyIncome: "Revenus nets mensuels du co-emprunteur (facultatif)",
    otherCreditPayments: "Mensualités de vos autres crédits (hors crédit immobilier du logement)",
    housing: "Logement",
    housingCost: "Coût mensuel du logement",
    dependants: "Nombre de personnes à charge",
  },
  employmentStatuses: {
    cdi: "CDI",
    cdd: "CDD",
    interim: "Intérim",
    fonctionnaire: "Fonctionnaire",
    independant: "Indépendant / profession libérale",
    retraite: "Retraité",
    etudiant: "Étudiant",
    sans_emploi: "Sans emploi",
  } as Record<EmploymentStatus, string>,
  housingKinds: {
    locataire: "Locataire",
    proprietaire_credit: "Propriétaire avec un crédit immobilier en cours",
    proprietaire: "Propriétaire sans crédit immobilier",
    heberge: "Hébergé (famille, amis, logement de fonction)",
  } as Record<HousingKind, string>,
  /** The housing cost field's label follows the housing chosen above it. */
  housingCostLabels: {
    locataire: "Loyer mensuel, charges comprises",
    proprietaire_credit: "Mensualité de votre crédit immobilier, assurance comprise",
    proprietaire: "Charges mensuelles de votre logement (copropriété, taxe foncière), 0 si aucune",
    heberge: "Participation mensuelle aux frais de logement, 0 si aucune",
  } as Record<HousingKind, string>,
  employedSinceHint: "Par exemple 2021-09",
  amountHint: "En euros par mois, par exemple 1 850,50",
  coBorrowerHint: "Laissez vide si vous empruntez seul",
  otherCreditsHint: "0 si vous n'en avez pas",
  dependantsHint: "Enfants ou autres personnes que vous aidez financièrement, 0 si aucune",
  computing: "Calcul en cours…",
  submit: "Obtenir ma réponse de principe",
  cancel: "Annuler",
};

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

/** The indicative answer, computed from the situation. */
export const answerText = {
  title: (outcome: string) => `Réponse de principe : ${outcome}`,
  reasonsTitle: "Ce qui fonde cette réponse",
  figuresTitle: "Vos chiffres",
  debtRatio: "Taux d'endettement",
  instalment: "Mensualité de ce prêt",
  instalmentInsured: "Mensualité de ce prêt, assurance comprise",
  creditPayments: "Total de vos mensualités de crédit",
  householdIncome: "Revenus nets mensuels du foyer",
  remainingIncome: "Reste à vivre par mois",
  minimumRemainingIncome: (household: number) =>
    `Reste à vivre minimum pour un foyer de ${household === 1 ? "1 personne" : `${household} personnes`}`,
  suggestionsTitle: "Un prêt qui pourrait vous convenir",
  simulateSuggestion: (loan: { amount: string; months: number }) =>
    `Simuler ${loan.amount} sur ${loan.months} mois`,
  computedOn: (dates: { answeredAt: string; since: string }) =>
    `Réponse calculée le ${dates.answeredAt}, selon nos critères en vigueur depuis le ${dates.since}.`,
  edit: "Modifier ma situation",
  wording: undefined as AnswerWording | undefined,
};

/** The pre-contractual information sheet, generated in French by the server. */
export const fipenText = {
  title: "Informations précontractuelles",
  intro:
    "La fiche d'information précontractuelle européenne normalisée (FIPEN) présente, avant tout engagement, les caractéristiques de ce prêt : montant, durée, mensualités, taux débiteur, TAEG, coût total, assurance facultative et droit de rétractation. Elle vous permet de comparer les offres de crédit ; lisez-la avant d'accepter une offre.",
  /** On a page in another language: the sheet is the French legal document. */
  inFrench: undefined as string | undefined,
  download: "Télécharger la FIPEN (PDF)",
};

/** The Documents step. */
export const documentsText = {
  title: "Vos justificatifs",
  rules: (maxFiles: number) =>
    `Envoyez chaque justificatif en PDF, JPEG ou PNG, 10 Mo au plus par fichier et ${maxFiles} fichiers au plus par justificatif (le recto et le verso d'une pièce d'identité, vos 3 bulletins de salaire). Vous pouvez remplacer ou supprimer un fichier jusqu'à l'envoi de votre demande.`,
  sent: "Les justificatifs de votre demande, tels que vous les avez envoyés.",
  requestedByAdviser: "Demandé par votre conseiller",
  toSend: "À envoyer",
  filesSent: (count: number) => (count === 1 ? "1 fichier envoyé" : `${count} fichiers envoyés`),
  adviserMessage: (note: string) => `Message de votre conseiller : « ${note} »`,
  addFile: "Ajouter un fichier",
  missingToResend: "Pour renvoyer votre dossier, ajoutez :",
  missingToSend: "Pour envoyer votre demande, il manque encore :",
  sendRequested: "Envoyer les justificatifs demandés",
  send: "Envoyer ma demande",
  added: (file: string) => `Fichier ajouté : ${file}.`,
  replaced: (files: { old: string; new: string }) => `${files.old} est remplacé par ${files.new}.`,
  deleted: (file: string) => `Fichier supprimé : ${file}.`,
  submitted: "Votre demande est envoyée pour étude.",
  /** `120 Ko, envoyé le 24 novembre 2026 à 09:10` */
  fileSent: (file: { size: string; sentAt: string }) => `${file.size}, envoyé le ${file.sentAt}`,
  download: "Télécharger",
  replace: "Remplacer",
  delete: "Supprimer",
};

/** Accepting the offer. */
export const offerText = {
  title: "Votre offre de crédit",
  intro: (offer: { issuedOn?: string; validUntil?: string }) =>
    `${offer.issuedOn ? `Votre demande est acceptée : voici l'offre de crédit émise le ${offer.issuedOn}` : "Votre demande est acceptée : voici votre offre de crédit"}${offer.validUntil ? `, valable jusqu'au ${offer.validUntil} inclus.` : "."}`,
  contract:
    "Votre offre de contrat de crédit, avec son tableau d'amortissement et le bordereau de rétractation, est conservée telle que nous l'avons émise : c'est ce document que vous signez en acceptant l'offre.",
  downloadContract: "Télécharger mon offre de contrat (PDF)",
  acceptTitle: "Accepter l'offre",
  /** Before the box to tick: the signature needs the sheet of these figures, given beforehand. */
  beforeSigning:
    "Avant d'accepter, téléchargez la FIPEN de cette offre et lisez-la : l'acceptation n'est possible qu'après l'avoir reçue.",
  howToAccept:
    "Pour accepter l'offre, confirmez votre identité avec votre mot de passe ou votre clé d'accès : c'est votre signature électronique. Vous pourrez ensuite vous rétracter pendant 14 jours, sans motif ni frais.",
  expired: (since?: string) =>
    `${since ? `Cette offre n'est plus valable depuis le ${since}. ` : ""}Contactez votre conseiller pour une nouvelle offre.`,
  formLabel: "Accepter l'offre",
  agreement: "J'ai lu et j'accepte l'offre de crédit et la FIPEN",
  password: "Mot de passe",
  passwordHint: "Celui de votre espace client : il confirme que c'est bien vous qui signez.",
  signing: "Signature en cours…",
  accept: "Accepter l'offre",
  verifying: "Vérification…",
  usePasskey: "Utiliser ma clé d'accès",
};

/** A signed loan and its withdrawal period. */
export const signedText = {
  title: (signedOn: string) => `Offre acceptée le ${signedOn}`,
  signedWith: (method: "password" | "passkey") =>
    `Vous avez signé l'offre de crédit en confirmant votre identité avec ${method === "passkey" ? "votre clé d'accès" : "votre mot de passe"}.`,
  downloadContract: "Télécharger mon contrat de crédit signé (PDF)",
  withdrawalEnds: "Fin du délai de rétractation",
  fundsFrom: "Versement des fonds possible à partir du",
  withdrawalRight: (dates: { days: number; end: string; release: string }) =>
    `Vous pouvez renoncer à ce crédit pendant ${dates.days} jours calendaires, jusqu'au ${dates.end} inclus, sans avoir à vous justifier ni à payer de pénalité. Les fonds ne peuvent pas vous être versés avant le ${dates.release}.`,
  withdraw: "Me rétracter",
  confirmQuestion: "Confirmez-vous votre rétractation ? Votre contrat de crédit sera annulé.",
  withdrawing: "Rétractation en cours…",
  confirm: "Confirmer ma rétractation",
  cancel: "Annuler",
  closed: "Le délai de rétractation est écoulé : la rétractation n'est plus possible.",
};

/** The file with staff: under study, a document asked for, refused, or withdrawn from. */
export const studyText = {
  requestedTitle: "Justificatif demandé",
  requestedIntro: "Pour poursuivre l'étude de votre demande, votre conseiller a besoin de :",
  /** After the document's name: staff's words, as they wrote them. */
  requestNote: (note: string) => ` : « ${note} »`,
  requestedNext:
    "Ajoutez ce justificatif ci-dessous, puis renvoyez votre dossier : l'étude reprend dès sa réception.",
  underStudyTitle: "En cours d'étude",
  underStudy: (receivedOn?: string) =>
    `${receivedOn ? `Votre dossier complet nous est parvenu le ${receivedOn}. ` : ""}Un conseiller l'étudie et vous répond sous 48 h en moyenne, hors week-ends et jours fériés. Vous recevrez un e-mail dès qu'il aura répondu.`,
  missingLater: "S'il manque un justificatif ou s'il est illisible, il vous le demandera ici.",
  offerLater: (days: number) =>
    `Si votre demande est acceptée, votre offre de crédit s'affichera ici : vous aurez ${days} jours pour l'accepter en ligne.`,
  refusedTitle: "Demande refusée",
  refused: (decidedOn?: string) =>
    `${decidedOn ? `Le ${decidedOn}, après` : "Après"} étude de votre dossier, nous ne pouvons pas vous accorder ce prêt.`,
  reason: "Motif : ",
  ficp: (phone: string) =>
    `Si ce refus fait suite à la consultation du fichier national des incidents de remboursement des crédits aux particuliers (FICP), tenu par la Banque de France, vous avez le droit d'en être informé gratuitement, ainsi que du résultat de cette consultation : appelez-nous au ${phone}, ${bank.phoneHours}.`,
  withdrawnTitle: "Rétractation enregistrée",
  withdrawn: (recordedOn?: string) =>
    `${recordedOn ? `Votre rétractation a été enregistrée le ${recordedOn}. ` : ""}Votre contrat de crédit est annulé, sans frais : aucune mensualité ne sera prélevée.`,
  repayFunds:
    "Si les fonds vous avaient déjà été versés, remboursez-les avec les intérêts courus depuis leur versement, au plus tard 30 jours après votre rétractation.",
};

/** The client area's applications and a credit page's tracker of the current one. */
export const myApplicationsText = {
  title: "Mes demandes",
  listLabel: "Mes demandes de prêt",
  loading: "Chargement de vos demandes…",
  loadFailed: (reason: string) => `Vos demandes n'ont pas pu être chargées. ${reason}`,
  retry: "Réessayer",
  none: "Vous n'avez pas encore de demande de prêt. Simulez votre projet, puis faites votre demande en ligne : vous obtenez aussitôt une réponse de principe.",
  simulateLabel: "Simuler un prêt",
  /** `20 000,00 € sur 60 mois` */
  loan: (loan: { amount: string; months: number }) => `${loan.amount} sur ${loan.months} mois`,
  /** `Prêt auto de 20 000,00 € sur 60 mois` */
  titled: (loan: { name: string; loan: string }) => `${loan.name} de ${loan.loan}`,
  stepsLabel: (loan: string) => `Étapes de votre demande de ${loan}`,
  stateLabel: "État : ",
  startedOn: (date: string) => `Demande commencée le ${date}`,
  answer: "Réponse de principe : ",
  noAnswerYet: "vous l'obtenez dès que vous avez indiqué votre situation",
  stillToProvide: "Ce qu'il reste à fournir :",
  /** Before the situation is given, it is what the application waits for. */
  situationMissing: "Votre situation : emploi, revenus, charges et logement",
  open: "Voir ma demande",
  current: (application: { loan: string; startedOn: string }) =>
    `Votre demande de ${application.loan}, commencée le ${application.startedOn} : `,
};

/** The client area's « Mes documents »: what the bank gave the customer, to download again. */
export const myDocumentsText = {
  title: "Mes documents",
  intro:
    "Les documents que nous vous avons remis pour vos demandes de prêt, tels que nous les conservons : la FIPEN de chaque prêt, puis l'offre de contrat de crédit et son tableau d'amortissement.",
  loading: "Chargement de vos documents…",
  loadFailed: (reason: string) => `Vos documents n'ont pas pu être chargés. ${reason}`,
  retry: "Réessayer",
  none: "Aucun document pour l'instant : ils apparaîtront ici dès que nous vous les aurons remis, à commencer par la FIPEN de votre demande de prêt.",
  listLabel: "Mes documents, par demande de prêt",
  /** `FIPEN remise le 23 novembre 2026 à 10:42` */
  fipen: (deliveredAt: string) => `FIPEN remise le ${deliveredAt}`,
  contract: (dates: { issuedAt: string; signedAt: string | null }) =>
    `Offre de contrat de crédit émise le ${dates.issuedAt}${dates.signedAt ? `, signée le ${dates.signedAt}` : ""}`,
  schedule: "Tableau d'amortissement de l'offre",
  download: "Télécharger (PDF)",
};
