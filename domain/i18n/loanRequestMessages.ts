/**
 * What a loan request is refused for, in French: part of the credit application's messages
 * (applicationMessages.ts names them for the catalogs), kept apart because the credit pages'
 * simulator and call-back form check a loan too (`loanRequestMessages` in domain/credit/offers.ts),
 * and their scripts must not carry every message of the online application.
 */
export const loanRequestTexts = {
  loanProduct: "Ce prêt n'est pas proposé",
  loanWholeEuros:
    "Le montant simulé doit être en euros, sans décimales : modifiez votre simulation",
  loanAmount:
    "Le montant simulé doit être compris entre {min} et {max} : modifiez votre simulation",
  loanDuration: "Indiquez la durée du prêt en mois",
  loanMonths: "La durée simulée doit être de {durations} mois : modifiez votre simulation",
  loanOption: "Ce choix n'est pas proposé pour ce prêt : modifiez votre simulation",
  loanInsurance: "Indiquez si vous choisissez l'assurance emprunteur facultative",
} as const;
