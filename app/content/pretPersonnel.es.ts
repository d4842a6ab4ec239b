import type * as french from "./pretPersonnel";
import { loanOffers } from "@domain/credit/offers";

export const pretPersonnelHero: typeof french.pretPersonnelHero = {
  eyebrow: "Préstamos",
  title: "Préstamo personal",
  lead: "Haga realidad sus proyectos con un préstamo personal a tipo fijo, sin tener que justificar en qué utiliza el dinero y sin comisión de apertura.",
  cta: { label: "Solicitar mi préstamo personal", to: "#demande" },
  highlights: ["Tramitación en 48 h de media", "0 € de comisión de apertura", "Tipo fijo"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretPersonnelTabs: typeof french.pretPersonnelTabs = [
  { id: "presentation", label: "Presentación" },
  { id: "simulation", label: "Simulación" },
  { id: "demande", label: "Solicitud" },
];

export const pretPersonnelDefaultTab: typeof french.pretPersonnelDefaultTab = "presentation";

export const projectTypes: typeof french.projectTypes = [
  {
    id: "equipement",
    title: "Equipamiento del hogar",
    text: "Muebles, electrodomésticos o electrónica: equipe su vivienda a su gusto.",
  },
  {
    id: "evenement",
    title: "Celebraciones familiares",
    text: "Una boda, un nacimiento o un cumpleaños especial: financie los gastos de los grandes momentos de la vida.",
  },
  {
    id: "etudes",
    title: "Estudios y formación",
    text: "Matrícula, formación profesional o carné de conducir.",
  },
  {
    id: "loisirs",
    title: "Ocio y aficiones",
    text: "Material deportivo, un instrumento musical o el equipo para su afición favorita.",
  },
  {
    id: "demenagement",
    title: "Mudanza",
    text: "La fianza, el transporte y la instalación en su nueva vivienda.",
  },
  {
    id: "sante",
    title: "Salud y bienestar",
    text: "Tratamientos dentales, gafas o audífonos: financie los gastos que su seguro de salud apenas le reembolsa.",
  },
];

export const personalSimulator: typeof french.personalSimulator = {
  product: "pretPersonnel",
  intro: "Elija el importe y el plazo de su préstamo: su cuota mensual aparece al instante.",
  amountLabel: "Importe que necesita",
  amount: { ...loanOffers.pretPersonnel.amount, step: 1_000, defaultValue: 15_000 },
  durations: loanOffers.pretPersonnel.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Tipo de proyecto",
    options: projectTypes.map((project) => ({ value: project.id, label: project.title })),
    defaultValue: "equipement",
  },
};

export const personalLoanFeatures: typeof french.personalLoanFeatures = [
  {
    title: "De 1000 € a 75.000 €",
    text: "Pida prestado justo lo que necesita, sin presentar presupuestos ni facturas.",
  },
  {
    title: "De 12 a 84 meses",
    text: "Un plazo más largo reduce la cuota mensual, pero aumenta el coste total del crédito.",
  },
  {
    title: "Tipo fijo",
    text: "Su cuota mensual es la misma desde el primer pago hasta el último.",
  },
];

export const personalCommitments: typeof french.personalCommitments = [
  { value: "48 h", label: "de tramitación de media" },
  { value: "0 €", label: "de comisión de apertura" },
  { value: "100 %", label: "online, de la solicitud a la firma" },
];

export const personalRequestForm: typeof french.personalRequestForm = {
  kind: "pretPersonnel",
  title: "¿Prefiere que le llamemos?",
  intro:
    "Cuéntenos su situación y su proyecto: un asesor estudiará su solicitud y le llamará en un plazo medio de 48 h.",
  submitLabel: "Que me llamen",
};

export const personalDocuments: typeof french.personalDocuments = [
  "Documento de identidad en vigor",
  "Justificante de domicilio de menos de 3 meses de antigüedad",
  "Sus 3 últimas nóminas",
  "Su última notificación del impuesto sobre la renta (el avis d'imposition francés)",
];

/** The page's headings around its content. */
export const pretPersonnelText: typeof french.pretPersonnelText = {
  tabsLabel: "Secciones del préstamo personal",
  projectsTitle: "¿Qué proyectos puede financiar?",
  projectsIntro:
    "El préstamo personal no está vinculado a ninguna compra concreta: puede destinarlo libremente al proyecto que usted elija.",
  inBriefTitle: "Su préstamo, de un vistazo",
  commitmentsTitle: "Nuestros compromisos",
  documentsTitle: "Los documentos que debe preparar",
  documentsIntro: "Téngalos a mano: se los pediremos una vez que tenga la respuesta orientativa.",
};
