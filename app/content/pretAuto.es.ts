import type * as french from "./pretAuto";
import {
  durationRange,
  loanOffers,
  lowestRate,
  productStartingRate,
  startingTaeg,
} from "@domain/credit/offers";
import { loanAmounts } from "@domain/credit/products";
import { numberFormats } from "@domain/format";
import type { Card } from "./types";

const { rate: formatRate, wholeEuros } = numberFormats("es");

export const pretAutoHero: typeof french.pretAutoHero = {
  eyebrow: "Préstamos",
  title: "Préstamo coche",
  lead: "Financie su coche nuevo, de segunda mano o eléctrico con un préstamo a tipo fijo: conocerá sus cuotas desde el primer día y recibirá una respuesta orientativa en cuanto haga su solicitud online.",
  cta: { label: "Solicitar mi préstamo coche", to: "#demande" },
  highlights: ["Respuesta orientativa inmediata", "0 € de comisión de apertura", "Tipo fijo"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretAutoTabs: typeof french.pretAutoTabs = [
  { id: "presentation", label: "Presentación" },
  { id: "vehicules", label: "Tipos de vehículo" },
  { id: "simulation", label: "Simulación" },
  { id: "demande", label: "Solicitud" },
];

export const pretAutoDefaultTab: typeof french.pretAutoDefaultTab = "presentation";

/**
 * Starting borrowing rate of the classic loan. A lease (LOA, LLD) has rents, not a rate: art. L312-6
 * forbids a TAEG or a borrowing rate in its advertising.
 */
export const classicLoanRate: typeof french.classicLoanRate = productStartingRate("pretAuto");

/** Borrowing rates of the classic loan by vehicle and duration: the domain's offer. */
const autoOffer = loanOffers.pretAuto;
const autoDurations = durationRange("pretAuto");

export const autoHighlights: typeof french.autoHighlights = [
  {
    title: "Importe flexible",
    text: `Pida prestado entre ${wholeEuros(loanAmounts.pretAuto.min)} y ${wholeEuros(loanAmounts.pretAuto.max)}, según el precio de su vehículo y su presupuesto.`,
  },
  {
    title: "Plazo a su medida",
    text: `Devuelva el préstamo en ${autoDurations.shortest} a ${autoDurations.longest} meses, con una cuota fija de principio a fin.`,
  },
  {
    title: "Trámites online",
    text: "Haga su solicitud online y envíe sus justificantes desde su área de cliente.",
  },
];

/** A "from" rate card: the fixed TAE first, then the fixed borrowing rate, both in Spanish. */
function rateCard(title: string, text: string, annualRate: number, bullets?: string[]): Card {
  return {
    title,
    text,
    startingRate: {
      taeg: `TAE fija desde ${formatRate(startingTaeg(annualRate))}`,
      borrowingRate: `Tipo deudor fijo desde ${formatRate(annualRate)}, sin el seguro opcional`,
    },
    bullets,
  };
}

export const financingSolutions: typeof french.financingSolutions = [
  rateCard(
    "Préstamo coche tradicional",
    "El vehículo es suyo desde el momento de la compra y lo paga en cuotas mensuales fijas.",
    classicLoanRate,
    ["Vehículo nuevo o de segunda mano", "Posibilidad de amortización anticipada"],
  ),
  {
    title: "Alquiler con opción de compra (LOA)",
    badge: "Alquiler mensual fijo",
    text: "Paga un alquiler mensual y, al final del contrato, decide si compra el vehículo, lo devuelve o lo cambia por otro.",
    bullets: [
      "Lo que le cuesta: la suma de los alquileres, incluido el primer alquiler incrementado, y el precio de la opción de compra si decide ejercerla",
      "Los alquileres, el plazo, el precio de la opción de compra y el importe total adeudado figuran en la oferta de alquiler que le entregamos antes de cualquier compromiso",
      "Primer alquiler incrementado opcional",
    ],
  },
  {
    title: "Alquiler de larga duración (LLD)",
    badge: "Alquiler mensual fijo",
    text: "Alquila un vehículo nuevo durante un plazo y un kilometraje pactados y lo devuelve al final del contrato, como en un renting.",
    bullets: [
      "Mantenimiento y asistencia en carretera incluidos, si lo desea",
      "Sin tener que ocuparse de revender el vehículo",
    ],
  },
];

export const autoReasons: typeof french.autoReasons = [
  "Un tipo fijo: su cuota no cambia durante toda la vida del préstamo",
  "Un seguro de protección de pagos opcional, que usted elige libremente",
  "Financiamos su compra, tanto a un profesional como a un particular",
  "Un asesor de préstamos a su disposición por teléfono en cada etapa",
];

export const autoCommitments: typeof french.autoCommitments = [
  { value: "Online", label: "una respuesta orientativa inmediata" },
  { value: "0 €", label: "de comisión de apertura" },
  { value: "100 %", label: "del precio del vehículo puede financiarse" },
  { value: "Fijo", label: "su tipo, de la primera a la última cuota" },
];

export const autoAdvice: typeof french.autoAdvice = {
  title: "Nuestro consejo",
  text: "Prevea una entrada del 10 al 20 % del precio del vehículo: pedirá menos dinero prestado y reducirá el coste total de su crédito.",
  bullets: [
    "Compare el coste total del crédito, no solo la cuota mensual",
    "Conserve un colchón de ahorro después de pagar la entrada",
    "Incluya en su presupuesto mensual el seguro y el mantenimiento del coche",
  ],
};

export const vehicleCategories: typeof french.vehicleCategories = [
  {
    id: "neuf",
    ...rateCard(
      "Vehículo nuevo",
      "Un coche nuevo comprado en un concesionario, con la garantía del fabricante.",
      lowestRate(autoOffer.rates.neuf),
    ),
  },
  {
    id: "occasion",
    ...rateCard(
      "Vehículo de segunda mano",
      "Un coche de segunda mano comprado a un profesional o a un particular.",
      lowestRate(autoOffer.rates.occasion),
    ),
  },
  {
    id: "ecologique",
    ...rateCard(
      "Vehículo ecológico o eléctrico",
      "Un coche eléctrico o híbrido enchufable: apoyamos la movilidad de bajas emisiones.",
      lowestRate(autoOffer.rates.ecologique),
    ),
  },
];

/**
 * The simulation tab simulates the classic loan (a lease has a rent, not a schedule). The amount
 * is the price of the vehicle; by default a used car, the most bought, with the seed's 5 000 €
 * contribution on a 25 000 € price: the 20 000 € over 60 months of the representative example.
 */
export const autoSimulator: typeof french.autoSimulator = {
  product: "pretAuto",
  intro:
    "Indique el precio del vehículo y su entrada: la simulación corresponde a un préstamo coche tradicional. Si prefiere una LOA o una LLD, un asesor le propondrá un alquiler mensual a su medida.",
  amountLabel: "Precio del vehículo",
  amount: { ...autoOffer.amount, step: 1_000, defaultValue: 25_000 },
  deduction: { label: "Entrada", param: "apport", defaultValue: 5_000 },
  durations: autoOffer.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Categoría de vehículo",
    options: vehicleCategories.map((category) => ({ value: category.id, label: category.title })),
    defaultValue: "occasion",
  },
};

export const vehicleSupport: typeof french.vehicleSupport = [
  "Le ayudamos a elegir entre préstamo tradicional, LOA y LLD según el uso que vaya a darle",
  "Financiación de vehículos comerciales, motos y scooters",
  "Pago directo al vendedor, si así lo desea",
  "Seguimiento online de su expediente hasta la firma",
];

export const autoApplicationSteps: typeof french.autoApplicationSteps = [
  { label: "Simulación", status: "done" },
  { label: "Sus datos", status: "current" },
  { label: "Documentos", status: "upcoming" },
  { label: "Firma", status: "upcoming" },
];

export const autoRequestForm: typeof french.autoRequestForm = {
  kind: "pretAuto",
  title: "¿Prefiere que le llamemos?",
  intro:
    "Déjenos sus datos y cuéntenos su proyecto: un asesor le llamará para estudiarlo con usted.",
  submitLabel: "Quiero que me llamen",
};

export const autoDocuments: typeof french.autoDocuments = [
  "Documento de identidad en vigor",
  "Justificante de domicilio de menos de 3 meses",
  "Sus 3 últimas nóminas",
  "Factura o presupuesto del vehículo",
  "Su última notificación del impuesto sobre la renta (el avis d'imposition francés)",
];

/** The page's headings around its content. */
export const pretAutoText: typeof french.pretAutoText = {
  tabsLabel: "Secciones del préstamo coche",
  inBriefTitle: "Su préstamo coche en resumen",
  solutionsTitle: "Nuestras soluciones de financiación",
  solutionsIntro: "Compre su vehículo o alquílelo: elija la fórmula que mejor se adapte a usted.",
  reasonsTitle: "¿Por qué elegir Aurore Banque?",
  commitmentsTitle: "Nuestros compromisos",
  vehiclesTitle: "Un tipo adaptado a su vehículo",
  vehiclesIntro:
    "Cuanto más reciente o eficiente sea su vehículo, más bajo puede ser su tipo de interés.",
  supportTitle: "Le acompañamos",
  trackingTitle: "Seguimiento de su solicitud",
  trackingIntro:
    "Su solicitud avanza en cuatro etapas, desde la simulación hasta la firma electrónica.",
  trackerLabel: "Etapas de su solicitud de préstamo coche",
  trackerWords: {
    step: (number) => `Paso ${number}: `,
    status: { done: "Completado", current: "En curso", upcoming: "Pendiente" },
  },
  documentsTitle: "Los documentos que debe preparar",
  helpTitle: "¿Necesita ayuda?",
  helpIntro:
    "Nuestros asesores de préstamos le atienden de lunes a viernes, de 9:00 a 18:00 (hora de París), al precio de una llamada a Francia.",
  callAdviser: (phone: string) => `Llamar a un asesor al ${phone}`,
};
