import type * as french from "./paiements";

export const paiementsHero: typeof french.paiementsHero = {
  eyebrow: "Empresas",
  title: "Cobros y pagos",
  lead: "Cobre a sus clientes, pague a sus proveedores y lleve su negocio al extranjero con soluciones de pago sencillas, rápidas y seguras.",
  cta: { label: "Abrir una cuenta de empresa", to: "/signup" },
  highlights: [
    "Transferencias inmediatas SEPA",
    "Cobros en tienda y online",
    "Transferencias a más de 150 países",
  ],
};

export const paiementsTabs: readonly {
  id: (typeof french.paiementsTabs)[number]["id"];
  label: string;
}[] = [
  { id: "gestion", label: "Gestión" },
  { id: "solutions", label: "Soluciones" },
  { id: "international", label: "Internacional" },
];

export const paiementsDefaultTab: typeof french.paiementsDefaultTab = "gestion";

/** The page's headings around its content. */
export const paiementsText: typeof french.paiementsText = {
  tabsLabel: "Secciones de cobros y pagos",
  managementTitle: "Todos sus flujos de pago en un solo lugar",
  managementIntro:
    "Consulte en tiempo real el dinero que entra y sale de su cuenta, y delegue operaciones sin perder el control.",
  solutionsTitle: "Cobre a sus clientes estén donde estén",
  solutionsIntro:
    "En su tienda, en su web o a distancia: elija las soluciones que mejor se adaptan a su forma de vender.",
  internationalTitle: "Haga crecer su negocio más allá de las fronteras",
  internationalIntro:
    "Pague a sus proveedores extranjeros y cobre a sus clientes en la divisa de cada uno, sin complicaciones.",
  statsTitle: "Nuestros servicios de pago en cifras",
};

export const paymentManagement: typeof french.paymentManagement = [
  {
    title: "Tarjetas de empresa",
    text: "Tarjetas físicas y virtuales para sus empleados, con límites y normas de gasto configurables para cada tarjeta.",
  },
  {
    title: "Transferencias",
    text: "Transferencias individuales, por lotes o programadas, con varios niveles de autorización según el importe.",
  },
  {
    title: "Adeudos directos SEPA",
    text: "Cobre sus suscripciones y cuotas mediante adeudo directo y controle los recibos devueltos en tiempo real.",
  },
  {
    title: "Transferencia inmediata SEPA",
    text: "El dinero llega en pocos segundos, las 24 horas del día y los 7 días de la semana, incluidos fines de semana y festivos.",
  },
];

export const paymentSolutions: typeof french.paymentSolutions = [
  {
    title: "Terminales de pago (TPV)",
    text: "Acepte tarjetas bancarias y pagos sin contacto en su tienda, con un terminal fijo o móvil.",
    bullets: [
      "Terminal móvil con tarjeta SIM",
      "Admite pagos con el teléfono móvil",
      "Seguimiento de los cobros desde su app",
    ],
  },
  {
    title: "Pago online",
    text: "Una pasarela de pago segura para su tienda online, compatible con las principales plataformas de comercio electrónico.",
    bullets: [
      "Autenticación reforzada del pagador",
      "Pagos recurrentes para sus suscripciones",
      "Devoluciones con un solo clic",
    ],
  },
  {
    title: "Enlaces de pago",
    text: "Envíe un enlace por correo electrónico o SMS y cobre sin necesidad de página web ni de terminal.",
    bullets: [
      "Se crean en pocos segundos",
      "Recordatorios automáticos",
      "Seguimiento de los pagos recibidos",
    ],
  },
];

export const internationalServices: typeof french.internationalServices = [
  {
    title: "Cuenta multidivisa",
    text: "Mantenga saldos, cobre y pague en las principales divisas sin tener que convertirlo todo a euros.",
  },
  {
    title: "Transferencias internacionales",
    text: "Envíe dinero a más de 150 países y conozca el tipo de cambio aplicado antes de confirmar la operación.",
  },
  {
    title: "Cobertura del tipo de cambio",
    text: "Fije de antemano el tipo de cambio de sus futuras operaciones para proteger sus márgenes.",
  },
];

export const internationalForm: typeof french.internationalForm = {
  kind: "international",
  title: "Lleve su actividad a nuevos mercados",
  intro:
    "Indíquenos su zona objetivo: un especialista en pagos internacionales le llamará para analizar sus necesidades.",
  submitLabel: "Solicitar la llamada de un especialista",
};

export const paymentStats: typeof french.paymentStats = [
  { value: "30 %", label: "más de productividad en la gestión de los pagos" },
  { value: "150+", label: "países de destino para sus transferencias" },
  { value: "99,9 %", label: "de disponibilidad de nuestros servicios de pago" },
  { value: "10 s", label: "como máximo para una transferencia inmediata SEPA" },
];
