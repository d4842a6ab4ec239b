/**
 * The figures behind the indicative answer (réponse de principe) to a loan application. They are
 * the bank's credit policy, not the law: since 20 November 2026 art. L312-16 of the Consumer Code
 * (as rewritten by art. 19 of ordonnance n° 2025-880) requires a thorough solvency assessment on
 * the borrower's income and expenses but sets no figure. docs/decisions/010-indicative-answer.md
 * says why each one was chosen; change them here, with a new `since` and the source.
 */

export interface Source {
  title: string;
  publisher: string;
  /** When it was published or last checked, `YYYY-MM-DD`. */
  date: string;
  url: string;
}

export interface SolvencyThresholds {
  /** First day answers are computed with these figures, `YYYY-MM-DD`. */
  since: string;
  /**
   * Monthly credit payments over net income, as fractions, compared to the ratio rounded to a
   * tenth of a percent (the figure the customer reads): up to `favorableMax` the ratio is
   * favourable, up to `studyMax` it is for an adviser to study, above it unfavourable.
   */
  debtRatio: { favorableMax: number; studyMax: number };
  /**
   * Least income left each month after housing and credit payments (reste à vivre), in euros: the
   * borrower, plus each other adult of the household (a co-borrower), plus each dependant.
   */
  remainingIncome: { firstAdult: number; otherAdult: number; perDependant: number };
  /** Age at the application, and the birthday before which the last instalment must be paid. */
  age: { minimum: number; maximumAtEnd: number };
  /** ISO 3166-1 alpha-2 codes of the countries whose residents may borrow. */
  residence: readonly string[];
  sources: readonly Source[];
}

export const solvencyThresholds: SolvencyThresholds = {
  since: "2026-11-20",
  debtRatio: { favorableMax: 0.33, studyMax: 0.35 },
  remainingIncome: { firstAdult: 800, otherAdult: 400, perDependant: 300 },
  age: { minimum: 18, maximumAtEnd: 80 },
  residence: ["FR"],
  sources: [
    {
      title:
        "Ordonnance n° 2025-880 du 3 septembre 2025 relative au crédit à la consommation, article 19 (nouvel article L. 312-16 du code de la consommation)",
      publisher: "Journal officiel, via legal.tricoteuses.fr",
      date: "2025-09-04",
      url: "https://legal.tricoteuses.fr/articles/JORFARTI000052184316",
    },
    {
      title:
        "Décision D-HCSF-2021-7 relative aux conditions d'octroi de crédits immobiliers (taux d'effort de 35 % assurance comprise)",
      publisher: "Haut Conseil de stabilité financière, résumée par efl.fr et immopret.fr",
      date: "2021-09-29",
      url: "https://efl.fr/actualite/conditions-octroi-prets-immobiliers-leger-coup-pouce-investissement-locatif_f3f541385-ce8a-4d91-8bfa-be6137459cc8",
    },
    {
      title: "Calcul du reste à vivre : aucun seuil légal, pratiques des banques",
      publisher: "La Banque Postale",
      date: "2026-11-24",
      url: "https://www.labanquepostale.fr/particulier/accompagner/actualites-et-conseils/actus/calcul-reste-a-vivre.html",
    },
    {
      title: "Jusqu'à quel âge peut-on faire un crédit conso ?",
      publisher: "Meilleurtaux (mis à jour le 1er octobre 2025)",
      date: "2025-10-01",
      url: "https://www.meilleurtaux.com/credit-consommation/le-guide-du-credit-conso/age-limite-credit-conso.html",
    },
  ],
};
