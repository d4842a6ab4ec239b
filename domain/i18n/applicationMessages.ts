import { loanRequestTexts } from "./loanRequestMessages";

/**
 * The French messages of the online credit application: the reference every catalog translates
 * (messages.en.ts…), apart from the public site's (messages.ts) so that a public page's scripts do
 * not carry them.
 */
export const applicationMessages = {
  // The online credit application.
  ...loanRequestTexts,
  employmentStatusRequired: "Veuillez sélectionner votre situation professionnelle",
  employedSinceRequired: "Indiquez depuis quand (mois et année)",
  employedSinceInvalid: "La date est invalide : indiquez le mois et l'année, par exemple 2021-09",
  employedSinceFuture: "Cette date ne peut pas être dans le futur",
  netMonthlyIncomeRequired: "Vos revenus nets mensuels sont requis",
  netMonthlyIncomePositive: "Vos revenus nets mensuels doivent être supérieurs à 0 €",
  coBorrowerIncomePositive:
    "Les revenus du co-emprunteur doivent être supérieurs à 0 € ; laissez le champ vide sans co-emprunteur",
  otherCreditPaymentsRequired: "Indiquez le total de vos autres mensualités de crédit, 0 si aucune",
  housingRequired: "Veuillez sélectionner votre logement",
  housingCostRequired: "Indiquez le coût mensuel de votre logement, 0 si aucun",
  rentRequired: "Indiquez votre loyer mensuel",
  mortgageRequired: "Indiquez la mensualité de votre crédit immobilier",
  dependantsRequired: "Le nombre de personnes à charge est requis",
  dependantsInvalid: "Indiquez un nombre entier de 0 à {max}",
  monthlyAmountInvalid: "Saisissez un montant en chiffres, par exemple 1 850,50",
  monthlyAmountNegative: "Le montant ne peut pas être négatif",
  monthlyAmountTooLarge: "Le montant ne peut pas dépasser {max} par mois",
  monthlyAmountCents: "Le montant ne peut avoir plus de deux décimales",
  documentNotInChecklist: "Ce justificatif ne fait pas partie de la liste",
  documentFileNameTooLong: "Le nom du fichier doit contenir au plus 255 caractères",
  signaturePasswordRequired: "Saisissez votre mot de passe pour accepter l'offre",
  signatureMethodRequired: "Choisissez comment confirmer votre identité",
  applicationNotFound: "Cette demande de prêt n'existe pas.",
  documentNotFound: "Ce justificatif n'existe pas.",
  applicationWrongState: "Cette étape n'est pas possible dans l'état actuel de votre demande.",
  situationLocked:
    "Votre demande est déjà envoyée pour étude : votre situation ne peut plus être modifiée en ligne. Contactez votre conseiller si elle a changé.",
  documentTooManyFiles:
    "Vous avez déjà envoyé 3 fichiers pour ce justificatif : supprimez-en un avant d'en ajouter.",
  documentsMissing: "Il manque des justificatifs : ajoutez-les avant d'envoyer votre demande.",
  offerExpired:
    "Cette offre n'est plus valable : son délai d'acceptation de 15 jours est dépassé. Contactez votre conseiller pour une nouvelle offre.",
  withdrawalClosed:
    "Le délai de rétractation de 14 jours est écoulé : la rétractation n'est plus possible.",
  signatureAgreementRequired:
    "Cochez la case pour confirmer que vous avez lu et acceptez l'offre de crédit et la FIPEN",
  usuryReached:
    "Cette offre ne peut plus être acceptée : son TAEG atteint le taux de l'usure en vigueur. Contactez votre conseiller.",
  fipenNotDelivered:
    "Téléchargez d'abord la FIPEN de cette offre et lisez-la : l'offre ne peut être acceptée qu'après l'avoir reçue.",
  fipenNotFound: "Cette FIPEN ne vous a pas été remise pour cette demande.",
  contractNotIssued:
    "L'offre de contrat de cette demande n'a pas été émise : elle ne peut être ni téléchargée ni acceptée. Contactez votre conseiller.",
  applicationExists:
    "Vous avez déjà une demande en cours pour ce prêt : reprenez-la plutôt que d'en commencer une autre. Pour changer de montant ou de durée, contactez votre conseiller.",
  openApplicationsLimit:
    "Vous avez déjà {count} demandes de prêt en cours, le maximum : vous pourrez en commencer une autre quand l'une d'elles sera terminée.",
  yearlyApplicationsLimit:
    "Vous avez commencé {count} demandes de prêt en ligne ces 12 derniers mois, le maximum : contactez votre conseiller pour une nouvelle demande.",
  documentStorageFull:
    "Les fichiers d'une demande ne peuvent pas dépasser {limit} en tout : ceux déjà envoyés font {used}, et ce fichier de {size} dépasserait cette limite. Supprimez un fichier dont vous n'avez plus besoin ou envoyez une version plus légère (qualité standard).",
  documentWrongType:
    "Ce format de fichier n'est pas accepté : envoyez un PDF, une image JPEG ou une image PNG.",
  documentTooLarge:
    "Ce fichier dépasse 10 Mo : numérisez ou photographiez le document en qualité standard, puis envoyez-le de nouveau.",
  documentEmpty: "Ce fichier est vide : choisissez le document à envoyer.",
  documentUnreadable:
    "Ce fichier est incomplet ou endommagé et ne peut pas être lu : enregistrez-le de nouveau, puis envoyez-le.",
  documentArchive:
    "Ce fichier est une archive {format}, pas un document : envoyez chaque document séparément, en PDF, JPEG ou PNG.",
  documentExecutable:
    "Ce fichier est un programme, pas un document : il est refusé pour votre sécurité. Envoyez un PDF, une image JPEG ou une image PNG.",
  /** `{content}`: what was found, named by the `pdf…` messages below. */
  documentActiveContent:
    "Ce fichier PDF contient {content} : il est refusé pour votre sécurité. Enregistrez-le à nouveau au format PDF (Imprimer > Enregistrer au format PDF) pour n'en garder que les pages, puis renvoyez-le.",
  pdfActiveContent: "du contenu actif",
  pdfJavaScript: "du JavaScript",
  pdfLaunch: "une commande qui lance un programme",
  pdfEmbeddedFile: "un fichier joint",
  pdfRichMedia: "un contenu multimédia interactif",
  pdfXfa: "un formulaire dynamique (XFA)",
  documentPdfEncrypted:
    "Ce fichier PDF est chiffré, ce qui empêche d'en vérifier le contenu : enregistrez-le à nouveau au format PDF sans protection (Imprimer > Enregistrer au format PDF), puis renvoyez-le.",
  documentNotPdf:
    "Ce fichier porte l'extension .{extension} mais n'est pas un PDF : envoyez le document d'origine, en PDF, JPEG ou PNG.",
  documentNotJpeg:
    "Ce fichier porte l'extension .{extension} mais n'est pas une image JPEG : envoyez le document d'origine, en PDF, JPEG ou PNG.",
  documentNotPng:
    "Ce fichier porte l'extension .{extension} mais n'est pas une image PNG : envoyez le document d'origine, en PDF, JPEG ou PNG.",
  documentOtherFormat:
    "Le format {format} n'est pas accepté : envoyez un PDF, une image JPEG ou une image PNG.",
  oneDocumentMissing:
    "Il manque un justificatif : {documents}. Ajoutez-le avant d'envoyer votre demande.",
  documentsMissingNamed:
    "Il manque des justificatifs : {documents}. Ajoutez-les avant d'envoyer votre demande.",
  /**
   * The checklist's documents, as the missing-documents messages name them: domain/credit/
   * documents.ts keeps the same French labels (a test checks it) for the credit pages and staff.
   */
  documentIdentity: "Pièce d'identité en cours de validité",
  documentProofOfAddress: "Justificatif de domicile de moins de 3 mois",
  documentPayslips: "3 derniers bulletins de salaire",
  documentVehicleQuote: "Facture ou devis du véhicule",
  documentWorksQuotes: "Devis détaillés des travaux",
  documentTaxNotice: "Dernier avis d'imposition",
  documentDamaged:
    "Ce document est illisible et ne peut pas être téléchargé. Nos équipes en ont été averties.",
} as const;
