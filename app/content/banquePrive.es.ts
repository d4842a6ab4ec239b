import type * as french from "./banquePrive";
import { bank } from "@domain/bank";

export const banquePriveHero: typeof french.banquePriveHero = {
  eyebrow: "Gestión patrimonial",
  title: "Banca privada",
  lead: "Un banquero privado dedicado y un equipo de expertos para preservar, hacer crecer y transmitir su patrimonio, con total confidencialidad.",
  highlights: [
    "Un banquero privado dedicado",
    "Respuesta en 2 h hábiles",
    "Visión global de su patrimonio",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const banquePriveTabs: typeof french.banquePriveTabs = [
  { id: "services", label: "Nuestros servicios" },
  { id: "expertise", label: "Nuestra experiencia" },
  { id: "contact", label: "Pedir cita" },
];

export const banquePriveDefaultTab: typeof french.banquePriveDefaultTab = "services";

export const privateBankingServices: typeof french.privateBankingServices = [
  {
    id: "gestionFortune",
    nom: "Gestión de patrimonios",
    description:
      "Confíe sus activos financieros a nuestros gestores de carteras, con un mandato adaptado a su perfil de riesgo.",
    prestations: [
      "Gestión discrecional personalizada",
      "Gestión asesorada junto a su banquero",
      "Informe detallado cada trimestre",
    ],
  },
  {
    id: "conseilInvestissement",
    nom: "Asesoramiento en inversión",
    description:
      "Recomendaciones fundamentadas sobre acciones, bonos, fondos y productos estructurados.",
    prestations: [
      "Análisis de su cartera actual",
      "Amplia selección de fondos de terceros",
      "Inversión responsable según sus preferencias",
    ],
  },
  {
    id: "ingenieriePatrimoniale",
    nom: "Ingeniería patrimonial",
    description:
      "Un análisis completo de su situación personal, fiscal y financiera para construir una estrategia coherente.",
    prestations: [
      "Diagnóstico patrimonial y fiscal",
      "Optimización del impuesto sobre la renta y del IFI (impuesto francés sobre el patrimonio inmobiliario)",
      "Estructuración de sus activos profesionales",
    ],
  },
  {
    id: "transmission",
    nom: "Planificación sucesoria",
    description:
      "Prepare la transmisión de su patrimonio a sus seres queridos en las mejores condiciones.",
    prestations: [
      "Donaciones y desmembramiento del dominio (nuda propiedad y usufructo)",
      "Cláusulas de beneficiarios de los seguros de vida",
      "Coordinación con su notario",
    ],
  },
  {
    id: "strategieImmobiliere",
    nom: "Estrategia inmobiliaria",
    description:
      "Invierta en inmuebles, de forma directa o a través de vehículos de inversión colectiva, según las rentas que desee obtener.",
    prestations: [
      "Inversión directa en inmuebles para alquilar",
      "Participaciones en SCPI (sociedades francesas de inversión inmobiliaria) y en sociedades civiles",
      "Estructuración jurídica y fiscal de la operación",
    ],
  },
  {
    id: "creditPatrimonial",
    nom: "Crédito patrimonial",
    description:
      "Financiación a medida, respaldada por su patrimonio, para sus proyectos personales o profesionales.",
    prestations: [
      "Crédito con garantía de su cartera de valores",
      "Préstamo in fine (el capital se devuelve al vencimiento)",
      "Financiación de adquisiciones inmobiliarias",
    ],
  },
];

export const privateBankingStats: typeof french.privateBankingStats = [
  { value: "2,5", label: "Mil millones de euros gestionados" },
  { value: "2 h", label: "Plazo máximo de respuesta, en horas hábiles" },
  { value: "8:00 – 20:00", label: "Banqueros disponibles de lunes a viernes" },
  { value: "1", label: "Banquero privado dedicado a su familia" },
];

export const expertiseStrengths: typeof french.expertiseStrengths = [
  {
    title: "Un equipo multidisciplinar",
    text: "Banqueros privados, gestores de carteras, especialistas en ingeniería patrimonial, juristas y asesores fiscales estudian su situación de forma conjunta.",
  },
  {
    title: "Una arquitectura abierta",
    text: "Seleccionamos los mejores fondos del mercado, incluidos los de sociedades gestoras ajenas a nuestro grupo.",
  },
  {
    title: "Costes transparentes",
    text: "Cada recomendación detalla sus costes y sus riesgos, y cada año se los resumimos en un extracto detallado.",
  },
];

export const privateBankingLine: typeof french.privateBankingLine = {
  service: "Banca privada:",
  phone: bank.phones.privateBanking,
  hours: "de lunes a viernes, de 8:00 a 20:00 (hora de París)",
};

export const appointmentForm: typeof french.appointmentForm = {
  kind: "rendezvous",
  title: "Solicitar una cita",
  intro:
    "Un banquero privado le llamará en un plazo de 2 h hábiles para concertar una cita en nuestra oficina o por videoconferencia.",
  submitLabel: "Enviar mi solicitud",
};

export const wealthRiskNotice: typeof french.wealthRiskNotice =
  "Toda inversión conlleva un riesgo de pérdida de capital; las rentabilidades pasadas no garantizan rentabilidades futuras. La concesión de los préstamos está sujeta a la aprobación de su solicitud.";

/** The page's headings around its content. */
export const banquePriveText: typeof french.banquePriveText = {
  tabsLabel: "Secciones de banca privada",
  servicesTitle: "Una oferta completa para su patrimonio",
  servicesIntro:
    "Su banquero privado coordina a nuestros expertos en torno a sus objetivos personales y profesionales.",
  figuresTitle: "La banca privada de Aurore Banque en cifras",
  differenceTitle: "Lo que nos diferencia",
  contactTitle: "Hablemos de sus proyectos",
  contactIntro:
    "Llámenos directamente o déjenos sus datos: un banquero privado se pondrá en contacto con usted.",
};
