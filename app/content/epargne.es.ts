import type * as french from "./epargne";
import { numberFormats } from "@domain/format";
import { formatLongDate } from "@domain/dates";
import { regulatedRates } from "./regulatedSavings";
import { findPlacement, savingsPlacements } from "./savings";

const { rate: formatRate, wholeEuros: formatWholeEuros } = numberFormats("es");

export const epargneHero: typeof french.epargneHero = {
  eyebrow: "Particulares",
  title: "Ahorro",
  lead: "Cuentas de ahorro con el dinero siempre disponible, ahorro vivienda o seguro de vida: construya su ahorro a su ritmo y siga su evolución en tiempo real desde la app.",
  cta: { label: "Empezar a ahorrar", to: "/signup" },
  highlights: ["Apertura online", "Aportaciones libres", "Cuentas de ahorro sin comisiones"],
};

export type { EpargneTabId } from "./epargne";

export const epargneTabs: typeof french.epargneTabs = [
  { id: "produits", label: "Nuestros productos" },
  { id: "simulation", label: "Simulación" },
  { id: "conseils", label: "Consejos" },
];

export const epargneDefaultTab: typeof french.epargneDefaultTab = "produits";

export const placementNames: typeof french.placementNames = {
  livretA: "Livret A",
  ldds: "LDDS",
  assuranceVie: "Seguro de vida (fondo en euros)",
  pea: "PEA",
};

/** How the table and the simulator name a placement's rate: its date, or that it is an assumption. */
export const rateNatures: typeof french.rateNatures = {
  livretA: `Tipo regulado vigente desde el ${formatLongDate(regulatedRates.livretA.since, "es")}, neto de impuestos`,
  ldds: `Tipo regulado vigente desde el ${formatLongDate(regulatedRates.ldds.since, "es")}, neto de impuestos`,
  assuranceVie:
    "Tipo tomado como hipótesis de rentabilidad neta de gastos de gestión, no garantizada: la aseguradora fija el tipo cada año",
  pea: "Tipo tomado como hipótesis ilustrativa, no garantizada: un PEA (plan de ahorro en acciones) invertido en renta variable puede perder valor",
};

export const capitalLossWarning: typeof french.capitalLossWarning =
  "El capital invertido no está garantizado: puede perder la totalidad o parte de las cantidades invertidas. Las rentabilidades pasadas no garantizan rentabilidades futuras.";

export const savingsSimulationNotice: typeof french.savingsSimulationNotice =
  "Simulación orientativa y sin valor contractual, calculada con los tipos indicados, que se suponen constantes durante todo el periodo. En el Livret A y el LDDS, los intereses se calculan por quincenas: una cantidad ingresada empieza a generar intereses el día 1 o el día 16 siguiente a su ingreso, una cantidad retirada deja de generarlos al final de la quincena anterior a la retirada, y los intereses del año se suman al capital el 31 de diciembre. La simulación supone que cada aportación se hace antes del día 1 del mes, de modo que genera intereses durante las dos quincenas de cada mes. Estas mismas reglas se aplican a los demás productos, cuyas ganancias se indican antes de impuestos y contribuciones sociales.";

export const savingsRatesTable: typeof french.savingsRatesTable = {
  caption: "Tipos y límites de nuestros productos de ahorro",
  columns: savingsPlacements.map((item) => placementNames[item.id]),
  rows: [
    { label: "Tipo anual", values: savingsPlacements.map((item) => formatRate(item.annualRate)) },
    { label: "Naturaleza del tipo", values: savingsPlacements.map((item) => rateNatures[item.id]) },
    {
      label: "Límite de aportaciones",
      values: savingsPlacements.map((item) =>
        item.ceiling ? formatWholeEuros(item.ceiling) : "Sin límite",
      ),
    },
    {
      label: "Capital",
      values: savingsPlacements.map((item) =>
        item.capitalAtRisk ? "Riesgo de pérdida de capital" : "Garantizado",
      ),
    },
  ],
};

const livretA = findPlacement("livretA");
const ldds = findPlacement("ldds");
const fondsEuros = findPlacement("assuranceVie");

export type { SavingsProduct } from "./epargne";

export const savingsProducts: typeof french.savingsProducts = [
  {
    id: "livretA",
    nom: "Livret A",
    accroche: `Tipo del ${formatRate(livretA.annualRate)} neto desde el ${formatLongDate(regulatedRates.livretA.since, "es")}`,
    description:
      "La cuenta de ahorro regulada de referencia en Francia, para apartar dinero con total seguridad.",
    caracteristiques: [
      "Ingreso mínimo de apertura: 10 €",
      `Límite de aportaciones: ${formatWholeEuros(livretA.ceiling ?? 0)}`,
      "Intereses exentos de impuestos y de contribuciones sociales",
      "Dinero disponible en cualquier momento",
    ],
  },
  {
    id: "ldds",
    nom: "LDDS",
    accroche: `Tipo del ${formatRate(ldds.annualRate)} neto desde el ${formatLongDate(regulatedRates.ldds.since, "es")}`,
    description:
      "El Livret de développement durable et solidaire, una cuenta de ahorro regulada que financia la transición energética.",
    caracteristiques: [
      `Límite de aportaciones: ${formatWholeEuros(ldds.ceiling ?? 0)}`,
      "Intereses exentos de impuestos y de contribuciones sociales",
      "Dinero disponible en cualquier momento",
    ],
  },
  {
    id: "pel",
    nom: "Plan de ahorro vivienda (PEL)",
    accroche: "Tipo fijado en la apertura",
    description:
      "Aportaciones periódicas para preparar la compra o las obras de su vivienda habitual.",
    caracteristiques: [
      "Aportaciones mínimas de 540 € al año",
      "Ahorro bloqueado durante al menos 4 años",
      "Duración máxima de 10 años",
    ],
  },
  {
    id: "assuranceVie",
    nom: "Seguro de vida",
    accroche: `Fondo en euros: hipótesis del ${formatRate(fondsEuros.annualRate)} anual, no garantizada`,
    description:
      "Un producto flexible para preparar un proyecto, complementar su jubilación o transmitir un capital.",
    caracteristiques: [
      "Fondo en euros con capital garantizado",
      "Unidades de cuenta (unit linked) con riesgo de pérdida de capital",
      "Fiscalidad ventajosa pasados 8 años",
      "Transmisión más sencilla a sus beneficiarios",
    ],
  },
];

export const ratesNotice: typeof french.ratesNotice = `Los tipos del Livret A y del LDDS los fijan las autoridades francesas y se revisan el 1 de febrero y el 1 de agosto; los indicados están vigentes desde el ${formatLongDate(regulatedRates.livretA.since, "es")}. El tipo del fondo en euros lo fija cada año la aseguradora: el indicado es una hipótesis, no garantizada. El tipo del PEA es una hipótesis ilustrativa, no garantizada: el PEA y las unidades de cuenta conllevan un riesgo de pérdida de capital. ${capitalLossWarning}`;

export const savingsAdvice: typeof french.savingsAdvice = [
  {
    title: "Cree un colchón para imprevistos",
    text: "Mantenga el equivalente a entre tres y seis meses de gastos en una cuenta de ahorro disponible, para hacer frente a los imprevistos sin tocar el dinero de sus proyectos.",
  },
  {
    title: "Diversifique su ahorro",
    text: "Reparta su ahorro entre cuentas de ahorro, seguro de vida e inversiones en acciones para equilibrar seguridad y rentabilidad potencial.",
  },
  {
    title: "Tenga en cuenta su horizonte",
    text: "El dinero que vaya a necesitar en los próximos dos años debe quedarse en una cuenta de ahorro; con un horizonte de más de ocho años, el seguro de vida y el PEA cobran todo su sentido.",
  },
  {
    title: "Piense en la fiscalidad",
    text: "Aproveche primero al máximo las cuentas de ahorro exentas de impuestos y contrate cuanto antes su seguro de vida para que empiece a contar el plazo de ocho años.",
  },
];

export const savingsFaq: typeof french.savingsFaq = [
  {
    question: "¿Cuáles son los límites del Livret A y del LDDS?",
    answer: `Puede ingresar hasta ${formatWholeEuros(regulatedRates.livretA.ceiling)} en un Livret A y hasta ${formatWholeEuros(regulatedRates.ldds.ceiling)} en un LDDS; los intereses que se suman al capital pueden superar estos límites. Cada persona solo puede tener un Livret A y un LDDS, aunque sea cliente de varios bancos.`,
  },
  {
    question: "¿Cómo tributa mi ahorro?",
    answer:
      "Los intereses del Livret A y del LDDS están exentos del impuesto sobre la renta y de las contribuciones sociales. Los del PEL tributan a un tipo único del 30 % (el prélèvement forfaitaire unique francés), y las ganancias del seguro de vida solo tributan cuando usted retira dinero.",
  },
  {
    question: "¿Puedo retirar mi dinero en cualquier momento?",
    answer:
      "Sí, en el Livret A y el LDDS: basta con una transferencia a su cuenta corriente, sin comisiones. En un seguro de vida puede solicitar un rescate en cualquier momento; en un PEL, cualquier retirada supone el cierre del plan.",
  },
  {
    question: "¿Cómo funciona el plan de ahorro vivienda (PEL)?",
    answer:
      "Usted aporta al menos 540 € al año y su ahorro queda bloqueado durante un mínimo de 4 años, al tipo fijado en la apertura. El plan dura como máximo 10 años.",
  },
  {
    question: "¿Qué cambia en un seguro de vida a partir de los 8 años?",
    answer:
      "Pasados 8 años, las ganancias que retire se benefician cada año de una reducción de 4600 € para una persona sola, o de 9200 € para una pareja que tributa conjuntamente. Su dinero sigue estando disponible antes de ese plazo.",
  },
  {
    question: "¿Cómo puedo abrir un producto de ahorro?",
    answer:
      "Abra su cuenta Aurore Banque online y, a continuación, contrate la cuenta de ahorro o el contrato que prefiera desde su área de cliente. Solo necesita un documento de identidad y un justificante de domicilio.",
  },
];

/** The page's headings around its content. */
export const epargneText: typeof french.epargneText = {
  tabsLabel: "Secciones de ahorro",
  productsTitle: "Cuatro soluciones para hacer crecer su ahorro",
  ratesTitle: "Tipos y límites vigentes",
  ratesIntro: "Compare nuestros productos de un vistazo antes de elegir.",
  adviceTitle: "Nuestros consejos para ahorrar mejor",
  faqTitle: "Preguntas frecuentes",
};

/** Spanish ordinals as they precede "año" (apocopated: "primer", "tercer"), up to the twentieth. */
const yearOrdinals = [
  "primer",
  "segundo",
  "tercer",
  "cuarto",
  "quinto",
  "sexto",
  "séptimo",
  "octavo",
  "noveno",
  "décimo",
  "undécimo",
  "duodécimo",
  "decimotercer",
  "decimocuarto",
  "decimoquinto",
  "decimosexto",
  "decimoséptimo",
  "decimoctavo",
  "decimonoveno",
  "vigésimo",
];

/** `durante el tercer año`, or `en el año 25` beyond the ordinals above. */
const inYear = (n: number) => {
  const word = yearOrdinals[n - 1];
  return word ? `durante el ${word} año` : `en el año ${n}`;
};

/** The simulation tab: its fields, its result and what a ceiling changed. */
export const savingsSimulatorText: typeof french.savingsSimulatorText = {
  title: "Calcule su ahorro",
  intro:
    "Indique su aportación inicial, lo que aparta cada mes y el producto elegido: el capital que obtendrá aparece al instante.",
  initialDeposit: "Aportación inicial",
  monthlyDeposit: "Aportación mensual",
  durationLegend: "Duración del ahorro",
  years: (count) => (count === 1 ? "1 año" : `${count} años`),
  placement: "Producto",
  capitalAfterYears: (count) =>
    count === 1 ? "Capital al cabo de 1 año" : `Capital al cabo de ${count} años`,
  totalDeposits: "Total aportado",
  interest: "Intereses",
  regulatedRate: "Tipo anual",
  assumedRate: "Tipo anual (hipótesis)",
  depositsSeries: "Aportaciones acumuladas",
  interestSeries: "Intereses acumulados",
  axisLabel: "Año",
  caption: (figures) =>
    `Su ahorro año a año: al cabo de ${figures.years === 1 ? "1 año" : `${figures.years} años`}, habrá aportado ${figures.deposits} y obtenido ${figures.interest} de intereses, en total ${figures.capital}.`,
  /** The initial deposit alone is over the placement's ceiling. */
  ceilingOnInitial: (placement) =>
    `El límite de aportaciones del ${placement.name} es de ${placement.ceiling}: solo se destinan a él ${placement.ceiling} de su aportación inicial y no es posible hacer aportaciones mensuales. Los intereses siguen sumándose.`,
  /** The monthly deposits reach the ceiling in the given year of the simulation. */
  ceilingReached: (placement) =>
    `El límite de aportaciones del ${placement.name}, ${placement.ceiling}, se alcanza ${inYear(placement.year)}: en ese momento se interrumpen sus aportaciones. Los intereses siguen sumándose.`,
};
