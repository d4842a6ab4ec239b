import type * as french from "./pretVoyage";
import { loanOffers } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import { bank } from "@domain/bank";
import { formatPhone } from "@domain/phone";

const { wholeEuros: formatWholeEuros } = numberFormats("es");

export const pretVoyageHero: typeof french.pretVoyageHero = {
  eyebrow: "Préstamos",
  title: "Préstamo para viajes",
  lead: "Financie sus billetes, su alojamiento y sus actividades con un préstamo a tipo fijo: sabrá desde el principio cuánto pagará cada mes.",
  cta: { label: "Preparar mi viaje", to: "#preparatifs" },
  highlights: ["De 1000 € a 30.000 €", "0 € de comisión de apertura", "Tipo fijo"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretVoyageTabs: typeof french.pretVoyageTabs = [
  { id: "destinations", label: "Destinos" },
  { id: "simulation", label: "Simulación" },
  { id: "preparatifs", label: "Preparativos" },
  { id: "demande", label: "Solicitud" },
];

export const pretVoyageDefaultTab: typeof french.pretVoyageDefaultTab = "destinations";

/** Length of the trip (not of the loan), from one week to six months and more. */
export const tripDurations: typeof french.tripDurations = {
  oneWeek: "1 semana",
  twoWeeks: "2 semanas",
  oneMonth: "1 mes",
  threeMonths: "3 meses",
  sixMonthsPlus: "6 meses o más",
};

export const travelPackages: typeof french.travelPackages = [
  {
    id: "europe",
    destination: "Escapada por Europa",
    description:
      "Roma, Lisboa o Praga: capitales a pocas horas de avión para un primer gran viaje.",
    budget: 1_800,
    duration: "oneWeek",
  },
  {
    id: "oceanIndien",
    destination: "Islas del océano Índico",
    description: "Playas, lagunas y rutas de senderismo en Mauricio, la Reunión o las Seychelles.",
    budget: 5_500,
    duration: "twoWeeks",
  },
  {
    id: "asie",
    destination: "Gran ruta por Asia",
    description:
      "De Japón a Vietnam, un itinerario entre ciudades llenas de vida, templos y paisajes de arrozales.",
    budget: 8_500,
    duration: "oneMonth",
  },
  {
    id: "tourDuMonde",
    destination: "Vuelta al mundo",
    description:
      "Varios continentes, un billete con múltiples escalas y tiempo para disfrutar a fondo de cada etapa.",
    budget: 25_000,
    duration: "sixMonthsPlus",
  },
];

export const destinationCards: typeof french.destinationCards = travelPackages.map((trip) => ({
  title: trip.destination,
  badge: `Presupuesto orientativo: ${formatWholeEuros(trip.budget)}`,
  text: trip.description,
  bullets: [`Duración del viaje: ${tripDurations[trip.duration]}`],
}));

export const travelTypes: typeof french.travelTypes = [
  {
    id: "famille",
    title: "En familia",
    text: "Unas vacaciones para pequeños y mayores, con el presupuesto bajo control de la ida a la vuelta.",
  },
  {
    id: "noces",
    title: "Luna de miel",
    text: "El viaje de su vida, con un plan de devolución fijado antes de partir.",
  },
  {
    id: "aventure",
    title: "Aventura y naturaleza",
    text: "Trekking, safari o crucero: el equipo y las actividades entran en su presupuesto.",
  },
  {
    id: "culture",
    title: "Cultura y descubrimiento",
    text: "Museos, lugares históricos y gastronomía: tómese su tiempo para descubrir otra cultura.",
  },
];

/** Picking a destination idea sets the budget to its indicative budget. */
export const travelSimulator: typeof french.travelSimulator = {
  product: "pretVoyage",
  intro:
    "Elija una de nuestras ideas de destino o indique su presupuesto: su cuota mensual aparece al instante.",
  amountLabel: "Presupuesto del viaje",
  amount: { ...loanOffers.pretVoyage.amount, step: 500, defaultValue: 8_500 },
  durations: loanOffers.pretVoyage.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Tipo de viaje",
    options: travelTypes.map((type) => ({ value: type.id, label: type.title })),
    defaultValue: "famille",
  },
  presets: {
    label: "Idea de destino",
    options: travelPackages.map((trip) => ({ label: trip.destination, amount: trip.budget })),
  },
};

export const travelTestimonials: typeof french.travelTestimonials = [
  {
    quote:
      "Nuestra asesora nos explicó el coste total del préstamo antes de firmar, y elegimos un plazo acorde con nuestro presupuesto de recién casados.",
    author: "Camille y Julien",
    context: "Luna de miel en isla Mauricio",
  },
  {
    quote:
      "Antes de irme un mes a Asia, elegí una cuota mensual adaptada a mi presupuesto. Mi asesor respondió a todas mis preguntas.",
    author: "Sophie",
    context: "Ruta por Japón y Vietnam",
  },
];

export const preTripChecklist: typeof french.preTripChecklist = [
  {
    timing: "3 meses antes de partir",
    tasks: [
      "Comprobar la validez de su pasaporte y los visados necesarios",
      "Reservar los vuelos y los primeros alojamientos",
      "Solicitar su préstamo para viajes",
    ],
  },
  {
    timing: "2 meses antes de partir",
    tasks: [
      "Consultar a su médico qué vacunas se recomiendan",
      "Contratar un seguro de cancelación y repatriación",
      "Comprobar los límites de pago de su tarjeta en el extranjero",
    ],
  },
  {
    timing: "1 mes antes de partir",
    tasks: [
      "Encargar divisas, si las necesita",
      "Guardar una copia digital de sus documentos",
      "Preparar un botiquín de primeros auxilios",
    ],
  },
];

export const travelDocuments: typeof french.travelDocuments = [
  "Documento de identidad en vigor",
  "Justificante de domicilio de menos de 3 meses de antigüedad",
  "Sus 3 últimas nóminas",
  "Su última notificación del impuesto sobre la renta (el avis d'imposition francés)",
];

export const travelAssistance: typeof french.travelAssistance = [
  "Bloqueo de su tarjeta desde la aplicación, las 24 horas del día, los 7 días de la semana",
  "Seguimiento en tiempo real de sus pagos y retiradas de efectivo en el extranjero",
  `Un asesor a su disposición desde el extranjero en el ${formatPhone(bank.phones.customerService, "international")}, de lunes a viernes, de 9:00 a 18:00 (hora de París)`,
  "Seguro de viaje opcional: cancelación, equipaje y repatriación",
];

/**
 * The seed's travel page had no request form; as on the other credit pages, a customer who would
 * rather talk to an advisor than apply online is called back.
 */
export const travelRequestForm: typeof french.travelRequestForm = {
  kind: "pretVoyage",
  title: "¿Prefiere que le llamemos?",
  intro:
    "Déjenos sus datos y cuéntenos en pocas palabras cómo es su viaje: un asesor le llamará en un plazo medio de 48 h.",
  submitLabel: "Quiero que me llamen",
};

/** The page's headings around its content. */
export const pretVoyageText: typeof french.pretVoyageText = {
  tabsLabel: "Secciones del préstamo para viajes",
  ideasTitle: "Nuestras ideas de viaje",
  ideasIntro:
    "Presupuestos orientativos para dos personas, vuelos incluidos, según la temporada y el nivel de comodidad que elija.",
  typesTitle: "A cada viaje, su proyecto",
  testimonialsTitle: "Ya viajaron con Aurore Banque",
  countdownTitle: "La cuenta atrás de su viaje",
  documentsTitle: "Los documentos necesarios para su préstamo",
  duringTitle: "Durante su viaje",
};
