/**
 * The back office's messages and those only an operator reads. The back office is written in
 * French only (decision record 041): every catalog gives these in French, from here.
 */
export const staffMessages = {
  staffNoteRequired: "Expliquez au client ce qui manque ou doit être renvoyé",
  staffNoteLength: "Le message doit contenir entre 10 et 500 caractères",
  staffReasonRequired: "Indiquez le motif du refus",
  staffReasonLength: "Le motif doit contenir entre 10 et 1 000 caractères",
  staffWithdrawalChannel: "Indiquez comment la rétractation est arrivée",
  staffWithdrawalSentOn: "Indiquez la date d'envoi (cachet de la poste, date de l'e-mail)",
  staffWithdrawalSentInFuture: "La date d'envoi ne peut pas être dans le futur",
  staffWithdrawalSentBeforeSignature:
    "La date d'envoi ne peut pas précéder l'acceptation de l'offre",
  staffWithdrawalSentLate:
    "Envoyée après le dernier jour du délai de rétractation : elle ne peut être enregistrée",
  staffFicpConsultedAt: "Indiquez la date et l'heure de la consultation du FICP",
  staffFicpConsultedInFuture: "La consultation ne peut pas être dans le futur",
  staffFicpConsultedBeforeApplication: "La consultation ne peut pas précéder la demande de prêt",
  staffFicpReferenceRequired:
    "Indiquez la référence de consultation donnée par la Banque de France",
  staffFicpReferenceLength: "La référence doit contenir au plus 50 caractères",
  staffFicpResult: "Indiquez le résultat de la consultation du FICP",
  staffSolvencyOutcome: "Indiquez la conclusion de l'évaluation de la solvabilité",
  staffSolvencyRationaleRequired: "Indiquez ce qui fonde l'évaluation de la solvabilité",
  staffSolvencyRationaleLength: "La justification doit contenir entre 10 et 1 000 caractères",
  staffAcceptanceChecksMissing:
    "Enregistrez d'abord la consultation du FICP et l'évaluation de la solvabilité : l'offre ne peut pas être émise sans elles.",
  staffFicpRegistered:
    "L'emprunteur est inscrit au FICP : l'offre ne peut pas être émise. La demande peut être refusée.",
  staffSolvencyInsufficient:
    "La solvabilité de l'emprunteur est jugée insuffisante : l'offre ne peut pas être émise. La demande peut être refusée.",
  leadFilterKind: "Ce type de demande n'existe pas",
  leadFilterStatus: "Ce statut n'existe pas",
  leadFilterDate: "Indiquez une date valide (AAAA-MM-JJ)",
  leadFilterDateOrder: "La date de fin doit être postérieure à la date de début",
  leadFilterSearch: "La recherche doit contenir au plus 100 caractères",
  leadFilterPage: "Le numéro de page est invalide",
  leadFilterPageSize: "Le nombre de lignes par page doit être compris entre 1 et 100",
  applicationFilterProduct: "Ce produit n'existe pas",
  applicationFilterState: "Cet état n'existe pas",
  applicationFilterOutcome: "Cette réponse de principe n'existe pas",
  staffApplicationNotFound: "Cette demande de prêt n'existe pas.",
  staffDecisionWrongState: "Cette décision n'est pas possible dans l'état actuel de la demande.",
  staffDocumentNotFound: "Ce justificatif n'existe pas.",
  staffContractNotIssued: "Aucune offre de contrat n'a été émise pour cette demande.",
  staffDocumentNotInChecklist: "Ce justificatif ne fait pas partie de la liste de ce prêt.",
  staffUsuryReached:
    "Le TAEG de cette demande atteint le taux de l'usure en vigueur pour son montant : l'offre ne peut pas être émise.",
  staffLeadNotFound: "Cette demande n'existe pas.",
  staffForbiddenTransition: "Le circuit de traitement ne permet pas ce changement de statut.",
  metricsTokenRequired: "Un jeton d'accès valide est nécessaire pour consulter les métriques.",
  staffTransitionRefused: "Une demande « {from} » ne peut pas passer à « {to} ».",
  staffSecondFactorRequired:
    "Activez la double authentification de votre compte pour accéder aux données du back office.",
} as const;
