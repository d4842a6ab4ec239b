import { numberFormats } from "@domain/format";
import { formatLongDate } from "@domain/dates";
import { regulatedRates } from "./regulatedSavings";
import { findPlacement, savingsPlacements, type PlacementId } from "./savings";
import type { Card, ComparisonTable, FaqItem, Hero, PageTab } from "./types";

const { rate: formatRate, wholeEuros: formatWholeEuros } = numberFormats("fr");

export const epargneHero: Hero = {
  eyebrow: "Particuliers",
  title: "Épargne",
  lead: "Livrets disponibles à tout moment, épargne logement ou assurance vie : constituez votre épargne à votre rythme et suivez-la en temps réel dans votre application.",
  cta: { label: "Commencer à épargner", to: "/signup" },
  highlights: ["Ouverture en ligne", "Versements libres", "Livrets sans frais"],
};

export type EpargneTabId = "produits" | "simulation" | "conseils";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const epargneTabs: readonly PageTab<EpargneTabId>[] = [
  { id: "produits", label: "Nos produits" },
  { id: "simulation", label: "Simulation" },
  { id: "conseils", label: "Conseils" },
];

export const epargneDefaultTab: EpargneTabId = "produits";

export const placementNames: Record<PlacementId, string> = {
  livretA: "Livret A",
  ldds: "LDDS",
  assuranceVie: "Assurance vie (fonds en euros)",
  pea: "PEA",
};

/** How the table and the simulator name a placement's rate: its date, or that it is an assumption. */
export const rateNatures: Record<PlacementId, string> = {
  livretA: `Taux réglementé en vigueur depuis le ${formatLongDate(regulatedRates.livretA.since)}, net d'impôt`,
  ldds: `Taux réglementé en vigueur depuis le ${formatLongDate(regulatedRates.ldds.since)}, net d'impôt`,
  assuranceVie:
    "Taux retenu comme hypothèse de rendement net de frais de gestion, non garantie : le taux est fixé chaque année par l'assureur",
  pea: "Taux retenu comme hypothèse illustrative, non garantie : un PEA investi en actions peut perdre de la valeur",
};

export const capitalLossWarning: string =
  "Le capital investi n'est pas garanti : vous pouvez perdre tout ou partie des sommes placées. Les performances passées ne préjugent pas des performances futures.";

export const savingsSimulationNotice: string =
  "Simulation indicative, sans valeur contractuelle, aux taux indiqués supposés constants sur toute la durée. Sur le Livret A et le LDDS, les intérêts se calculent par quinzaine : une somme versée rapporte à partir du 1er ou du 16 du mois qui suit son versement, une somme retirée cesse de rapporter à la fin de la quinzaine précédente, et les intérêts de l'année sont ajoutés au capital le 31 décembre. La simulation suppose chaque versement fait avant le 1er du mois : il rapporte alors deux quinzaines par mois. Les mêmes règles sont appliquées aux autres placements, dont les gains sont donnés avant impôts et prélèvements sociaux.";

export const savingsRatesTable: ComparisonTable = {
  caption: "Taux et plafonds de nos placements",
  columns: savingsPlacements.map((item) => placementNames[item.id]),
  rows: [
    { label: "Taux annuel", values: savingsPlacements.map((item) => formatRate(item.annualRate)) },
    { label: "Nature du taux", values: savingsPlacements.map((item) => rateNatures[item.id]) },
    {
      label: "Plafond des versements",
      values: savingsPlacements.map((item) =>
        item.ceiling ? formatWholeEuros(item.ceiling) : "Aucun",
      ),
    },
    {
      label: "Capital",
      values: savingsPlacements.map((item) =>
        item.capitalAtRisk ? "Risque de perte en capital" : "Garanti",
      ),
    },
  ],
};

export interface SavingsProduct {
  id: "livretA" | "ldds" | "pel" | "assuranceVie";
  nom: string;
  /** The headline figure shown above the name. */
  accroche: string;
  description: string;
  caracteristiques: string[];
}

const livretA = findPlacement("livretA");
const ldds = findPlacement("ldds");
const fondsEuros = findPlacement("assuranceVie");

export const savingsProducts: SavingsProduct[] = [
  {
    id: "livretA",
    nom: "Livret A",
    accroche: `Taux de ${formatRate(livretA.annualRate)} net depuis le ${formatLongDate(regulatedRates.livretA.since)}`,
    description: "Le livret d'épargne de référence pour mettre de côté en toute sécurité.",
    caracteristiques: [
      "Dépôt minimum à l'ouverture : 10 €",
      `Plafond des versements : ${formatWholeEuros(livretA.ceiling ?? 0)}`,
      "Intérêts exonérés d'impôt et de prélèvements sociaux",
      "Argent disponible à tout moment",
    ],
  },
  {
    id: "ldds",
    nom: "LDDS",
    accroche: `Taux de ${formatRate(ldds.annualRate)} net depuis le ${formatLongDate(regulatedRates.ldds.since)}`,
    description:
      "Le livret de développement durable et solidaire, qui finance la transition énergétique.",
    caracteristiques: [
      `Plafond des versements : ${formatWholeEuros(ldds.ceiling ?? 0)}`,
      "Intérêts exonérés d'impôt et de prélèvements sociaux",
      "Argent disponible à tout moment",
    ],
  },
  {
    id: "pel",
    nom: "Plan épargne logement (PEL)",
    accroche: "Taux fixé à l'ouverture",
    description:
      "Une épargne régulière pour préparer l'achat ou les travaux de votre résidence principale.",
    caracteristiques: [
      "Versements minimaux de 540 € par an",
      "Épargne bloquée pendant au moins 4 ans",
      "Durée maximale de 10 ans",
    ],
  },
  {
    id: "assuranceVie",
    nom: "Assurance vie",
    accroche: `Fonds en euros : hypothèse de ${formatRate(fondsEuros.annualRate)} par an, non garantie`,
    description:
      "Un placement souple pour préparer un projet, compléter votre retraite ou transmettre un capital.",
    caracteristiques: [
      "Fonds en euros au capital garanti",
      "Unités de compte avec un risque de perte en capital",
      "Fiscalité avantageuse après 8 ans",
      "Transmission facilitée à vos bénéficiaires",
    ],
  },
];

export const ratesNotice = `Les taux du Livret A et du LDDS sont fixés par les pouvoirs publics et révisés au 1er février et au 1er août ; ceux indiqués sont en vigueur depuis le ${formatLongDate(regulatedRates.livretA.since)}. Le taux du fonds en euros est fixé chaque année par l'assureur : celui indiqué est une hypothèse, non garantie. Le taux du PEA est une hypothèse illustrative, non garantie : le PEA et les unités de compte présentent un risque de perte en capital. ${capitalLossWarning}`;

export const savingsAdvice: Card[] = [
  {
    title: "Constituez une épargne de précaution",
    text: "Gardez l'équivalent de trois à six mois de dépenses sur un livret disponible pour faire face aux imprévus sans toucher à vos projets.",
  },
  {
    title: "Diversifiez vos placements",
    text: "Répartissez votre épargne entre livrets, assurance vie et placements en actions pour équilibrer sécurité et rendement potentiel.",
  },
  {
    title: "Tenez compte de votre horizon",
    text: "L'argent dont vous aurez besoin d'ici deux ans reste sur un livret ; au-delà de huit ans, l'assurance vie et le PEA prennent tout leur intérêt.",
  },
  {
    title: "Pensez à la fiscalité",
    text: "Remplissez d'abord les livrets exonérés d'impôt, puis ouvrez tôt votre assurance vie pour faire courir le délai de huit ans.",
  },
];

export const savingsFaq: FaqItem[] = [
  {
    question: "Quels sont les plafonds du Livret A et du LDDS ?",
    answer: `Vous pouvez verser jusqu'à ${formatWholeEuros(regulatedRates.livretA.ceiling)} sur un Livret A et jusqu'à ${formatWholeEuros(regulatedRates.ldds.ceiling)} sur un LDDS ; les intérêts capitalisés peuvent dépasser ces plafonds. Chaque personne ne peut détenir qu'un seul Livret A et un seul LDDS, toutes banques confondues.`,
  },
  {
    question: "Comment mon épargne est-elle imposée ?",
    answer:
      "Les intérêts du Livret A et du LDDS sont exonérés d'impôt sur le revenu et de prélèvements sociaux. Ceux du PEL sont soumis au prélèvement forfaitaire unique de 30 %, et les gains de l'assurance vie ne sont imposés qu'en cas de retrait.",
  },
  {
    question: "Puis-je retirer mon argent à tout moment ?",
    answer:
      "Oui pour le Livret A et le LDDS : un virement vers votre compte courant suffit, sans frais. Sur une assurance vie, vous pouvez effectuer un rachat à tout moment ; sur un PEL, un retrait entraîne la clôture du plan.",
  },
  {
    question: "Comment fonctionne le plan épargne logement ?",
    answer:
      "Vous versez au moins 540 € par an et votre épargne reste bloquée pendant au moins 4 ans, au taux fixé à l'ouverture. Le plan dure au maximum 10 ans.",
  },
  {
    question: "Que change le délai de 8 ans en assurance vie ?",
    answer:
      "Après 8 ans, les gains retirés bénéficient chaque année d'un abattement de 4 600 € pour une personne seule, ou de 9 200 € pour un couple soumis à une imposition commune. Votre argent reste disponible avant ce délai.",
  },
  {
    question: "Comment ouvrir un produit d'épargne ?",
    answer:
      "Ouvrez votre compte Aurore Banque en ligne, puis souscrivez le livret ou le contrat de votre choix depuis votre espace client. Une pièce d'identité et un justificatif de domicile suffisent.",
  },
];

/** The page's headings around its content. */
export const epargneText = {
  tabsLabel: "Rubriques de l'épargne",
  productsTitle: "Quatre solutions pour faire fructifier votre épargne",
  ratesTitle: "Taux et plafonds en vigueur",
  ratesIntro: "Comparez nos placements d'un coup d'œil avant de choisir.",
  adviceTitle: "Nos conseils pour bien épargner",
  faqTitle: "Questions fréquentes",
};

/** `1re`, `2e`: French ordinals as they precede "année". */
const ordinal = (n: number) => (n === 1 ? "1re" : `${n}e`);

/** The simulation tab: its fields, its result and what a ceiling changed. */
export const savingsSimulatorText = {
  title: "Estimez votre épargne",
  intro:
    "Indiquez votre versement de départ, ce que vous mettez de côté chaque mois et le placement choisi : le capital obtenu s'affiche aussitôt.",
  initialDeposit: "Versement initial",
  monthlyDeposit: "Versement mensuel",
  durationLegend: "Durée de l'épargne",
  years: (count: number) => `${count} ans`,
  placement: "Placement",
  capitalAfterYears: (count: number) => `Capital au bout de ${count} ans`,
  totalDeposits: "Total des versements",
  interest: "Intérêts",
  regulatedRate: "Taux annuel",
  assumedRate: "Taux annuel supposé",
  depositsSeries: "Versements cumulés",
  interestSeries: "Intérêts cumulés",
  axisLabel: "Année",
  caption: (figures: { years: number; deposits: string; interest: string; capital: string }) =>
    `Votre épargne année après année : au bout de ${figures.years} ans, ${figures.deposits} versés et ${figures.interest} d'intérêts, soit ${figures.capital}.`,
  /** The initial deposit alone is over the placement's ceiling. */
  ceilingOnInitial: (placement: { name: string; ceiling: string }) =>
    `Le plafond de versements du ${placement.name} est de ${placement.ceiling} : seuls ${placement.ceiling} de votre versement initial y sont placés, et aucun versement mensuel n'est possible. Les intérêts continuent de s'ajouter.`,
  /** The monthly deposits reach the ceiling in the given year of the simulation. */
  ceilingReached: (placement: { name: string; ceiling: string; year: number }) =>
    `Le plafond de versements du ${placement.name}, ${placement.ceiling}, est atteint la ${ordinal(placement.year)} année : vos versements s'arrêtent alors. Les intérêts continuent de s'ajouter.`,
};
