/**
 * Choices of a loan application's Informations step: values on the wire and in the database are
 * stable codes, labels are what the customer and staff read. Apart from the schema so that a page
 * or an export showing a situation does not load zod.
 */

export const employmentStatuses = [
  { value: "cdi", label: "CDI" },
  { value: "cdd", label: "CDD" },
  { value: "interim", label: "Intérim" },
  { value: "fonctionnaire", label: "Fonctionnaire" },
  { value: "independant", label: "Indépendant / profession libérale" },
  { value: "retraite", label: "Retraité" },
  { value: "etudiant", label: "Étudiant" },
  { value: "sans_emploi", label: "Sans emploi" },
] as const;

export const housingKinds = [
  { value: "locataire", label: "Locataire" },
  { value: "proprietaire_credit", label: "Propriétaire avec un crédit immobilier en cours" },
  { value: "proprietaire", label: "Propriétaire sans crédit immobilier" },
  { value: "heberge", label: "Hébergé (famille, amis, logement de fonction)" },
] as const;

export type EmploymentStatus = (typeof employmentStatuses)[number]["value"];
export type HousingKind = (typeof housingKinds)[number]["value"];

/** What the housing cost field asks for, by housing: its label changes with the choice above it. */
export const housingCostLabels: Readonly<Record<HousingKind, string>> = {
  locataire: "Loyer mensuel, charges comprises",
  proprietaire_credit: "Mensualité de votre crédit immobilier, assurance comprise",
  proprietaire: "Charges mensuelles de votre logement (copropriété, taxe foncière), 0 si aucune",
  heberge: "Participation mensuelle aux frais de logement, 0 si aucune",
};

/** Field labels, shared by the form, the client area and the back office. */
export const creditSituationLabels = {
  employmentStatus: "Situation professionnelle",
  employedSince: "Depuis (mois et année)",
  netMonthlyIncome: "Revenus nets mensuels",
  coBorrowerNetMonthlyIncome: "Revenus nets mensuels du co-emprunteur (facultatif)",
  otherCreditPayments: "Mensualités de vos autres crédits (hors crédit immobilier du logement)",
  housing: "Logement",
  housingCost: "Coût mensuel du logement",
  dependants: "Nombre de personnes à charge",
} as const;

type Option = { readonly value: string; readonly label: string };
const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export const employmentStatusLabel = (value: string) => labelOf(employmentStatuses, value);
export const housingLabel = (value: string) => labelOf(housingKinds, value);
