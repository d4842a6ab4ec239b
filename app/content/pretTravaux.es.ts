import type * as french from "./pretTravaux";
import { loanOffers } from "@domain/credit/offers";

export const pretTravauxHero: typeof french.pretTravauxHero = {
  eyebrow: "Préstamos",
  title: "Préstamo para reformas",
  lead: "Reforme, amplíe o aísle su vivienda con un préstamo a tipo fijo que complementa las ayudas públicas a las que tenga derecho.",
  cta: { label: "Solicitar mi préstamo para reformas", to: "#demande" },
  highlights: ["De 5000 € a 100.000 €", "0 € de comisión de apertura", "Tipo fijo"],
};

export type { PretTravauxTabId } from "./pretTravaux";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretTravauxTabs: typeof french.pretTravauxTabs = [
  { id: "presentation", label: "Presentación" },
  { id: "aides", label: "Ayudas y subvenciones" },
  { id: "simulation", label: "Simulación" },
  { id: "demande", label: "Solicitud" },
];

export const pretTravauxDefaultTab: typeof french.pretTravauxDefaultTab = "presentation";

/** The titles are the works types of the request form (leadForms.es.ts). */
export const worksTypes: typeof french.worksTypes = [
  {
    id: "interiorRenovation",
    title: "Reforma interior",
    text: "Cocina, baño, suelos o instalación eléctrica: modernice su casa estancia por estancia.",
  },
  {
    id: "extension",
    title: "Ampliación",
    text: "Porche acristalado, una planta más o una buhardilla habitable: gane metros cuadrados sin mudarse.",
  },
  {
    id: "energyRenovation",
    title: "Rehabilitación energética",
    text: "Aislamiento, ventanas o bomba de calor: reduzca sus facturas y aproveche las ayudas públicas.",
  },
  {
    id: "exteriorWorks",
    title: "Obras exteriores",
    text: "Tejado, fachada, vallado o terraza: proteja su vivienda y aumente su valor.",
  },
];

/** The same figures as the French page: the aids obtained are deducted from the budget of the works. */
export const worksSimulator: typeof french.worksSimulator = {
  product: "pretTravaux",
  intro:
    "Indique el presupuesto de sus obras y las ayudas que ha obtenido: el préstamo financia el resto.",
  amountLabel: "Presupuesto de las obras",
  amount: { ...loanOffers.pretTravaux.amount, step: 1_000, defaultValue: 35_000 },
  deduction: { label: "Ayudas obtenidas", param: "aides", defaultValue: 0 },
  durations: loanOffers.pretTravaux.durations,
  defaultDuration: 72,
  rateChoice: {
    label: "Tipo de obras",
    options: worksTypes.map((works) => ({ value: works.id, label: works.title })),
    defaultValue: "interiorRenovation",
  },
};

export const worksLoanFeatures: typeof french.worksLoanFeatures = [
  {
    title: "De 5000 € a 100.000 €",
    text: "Financie una reforma integral o una sola estancia, con o sin ayudas públicas.",
  },
  {
    title: "De 24 a 120 meses",
    text: "Devuélvalo en hasta 10 años: un plazo más largo reduce la cuota, pero aumenta el coste total del crédito.",
  },
  {
    title: "Desembolso según facturas",
    text: "Los fondos se abonan de una sola vez o a medida que lleguen las facturas de sus profesionales.",
  },
];

export const worksAdvice: typeof french.worksAdvice = {
  title: "Nuestros consejos antes de empezar las obras",
  text: "Pida al menos 3 presupuestos detallados y reserve un margen del 10 al 15 % sobre el coste previsto para imprevistos.",
  bullets: [
    "Elija profesionales certificados para no perder el derecho a las ayudas",
    "Solicite las ayudas antes de empezar las obras",
    "Guarde todas sus facturas: las necesitará para cobrar las ayudas",
  ],
};

export type { NationalAid } from "./pretTravaux";

export const nationalAids: typeof french.nationalAids = [
  {
    title: "Ayuda estatal a la rehabilitación",
    badge: "Hasta 20.000 €",
    text: "Una prima del Estado francés para las obras que mejoran la eficiencia energética de su vivienda habitual.",
    bullets: [
      "Vivienda construida hace más de 15 años",
      "Importe según sus ingresos y el ahorro energético conseguido",
      "Obras realizadas por un profesional certificado",
    ],
  },
  {
    title: "Éco-prêt à taux zéro (préstamo ecológico a tipo cero)",
    badge: "Hasta 30.000 €",
    text: "El préstamo ecológico a tipo cero francés: un préstamo sin intereses para financiar un conjunto de obras de rehabilitación energética.",
    bullets: [
      "Vivienda terminada hace más de 2 años",
      "Vivienda habitual, sin requisitos de ingresos",
      "Obras realizadas por un profesional certificado",
    ],
  },
  {
    title: "IVA reducido",
    badge: "IVA al 5,5 %",
    text: "Un tipo de IVA reducido sobre el suministro y la instalación de equipos de ahorro energético.",
    bullets: [
      "Vivienda terminada hace más de 2 años",
      "Obras facturadas por una empresa",
      "Certificado que usted entrega al profesional antes de las obras",
    ],
  },
];

export type { AidStep } from "./pretTravaux";

export const aidSteps: typeof french.aidSteps = [
  {
    etape: 1,
    titre: "Comprobar sus derechos",
    description: "Simule online las ayudas a las que le dan derecho su proyecto y sus ingresos.",
    delay: "inmediato",
  },
  {
    etape: 2,
    titre: "Pedir presupuestos",
    description: "Solicite presupuestos detallados a profesionales certificados.",
    delay: "1 a 2 semanas",
  },
  {
    etape: 3,
    titre: "Presentar la solicitud",
    description: "Tramite su solicitud online con los presupuestos, antes de empezar las obras.",
    delay: "1 semana",
  },
  {
    etape: 4,
    titre: "Recibir la resolución",
    description: "El organismo estudia su expediente y le notifica el importe concedido.",
    delay: "2 a 3 meses",
  },
  {
    etape: 5,
    titre: "Cobrar la ayuda",
    description: "Cuando terminen las obras, envíe las facturas para recibir el pago.",
    delay: "1 a 2 meses",
  },
];

export const aidSupport: typeof french.aidSupport = [
  "Un asesor le ayuda a identificar las ayudas a las que tiene derecho",
  "El préstamo para reformas financia la parte de las obras que las ayudas no cubren",
  "También puede adelantarle el importe de las ayudas mientras espera a cobrarlas",
  "Revisamos sus presupuestos y su plan de financiación antes de que firme",
];

export const worksRequestForm: typeof french.worksRequestForm = {
  kind: "pretTravaux",
  title: "¿Prefiere que le llamemos?",
  intro:
    "Cuéntenos su proyecto de obras, con una financiación de 5000 € a 100.000 €: un asesor le llamará en un plazo de 48 horas para preparar con usted su plan de financiación.",
  submitLabel: "Que me llamen",
};

/** The page's headings around its content. */
export const pretTravauxText: typeof french.pretTravauxText = {
  tabsLabel: "Secciones del préstamo para reformas",
  worksTitle: "Las obras que financiamos",
  inBriefTitle: "Su préstamo en resumen",
  aidsTitle: "Las ayudas del Estado",
  aidsIntro:
    "Importes máximos: la cantidad concedida depende de su vivienda, de sus ingresos y de las obras.",
  stepsTitle: "Cómo obtener sus ayudas en cinco pasos",
  delay: (delay) => `Plazo: ${delay}`,
  supportTitle: "Cómo le acompañamos",
};
