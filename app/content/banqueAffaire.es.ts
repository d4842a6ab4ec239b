import type * as french from "./banqueAffaire";

export const banqueAffaireHero: typeof french.banqueAffaireHero = {
  eyebrow: "Empresas",
  title: "Banca de negocios",
  lead: "Adquisiciones, captación de capital y financiación estructurada: nuestros banqueros asesores acompañan a los directivos en las decisiones que definen el futuro de su empresa.",
  cta: { label: "Hacerse cliente", to: "/signup" },
  highlights: [
    "Un equipo dedicado para cada mandato",
    "Máxima confidencialidad",
    "Enfoque sectorial",
  ],
};

export const banqueAffaireTabs: readonly {
  id: (typeof french.banqueAffaireTabs)[number]["id"];
  label: string;
}[] = [
  { id: "expertise", label: "Especialidades" },
  { id: "secteurs", label: "Sectores" },
  { id: "accompagnement", label: "Acompañamiento" },
];

export const banqueAffaireDefaultTab: typeof french.banqueAffaireDefaultTab = "expertise";

/** The page's headings around its content. */
export const banqueAffaireText: typeof french.banqueAffaireText = {
  tabsLabel: "Secciones de banca de negocios",
  expertiseTitle: "Nuestras áreas de actividad",
  expertiseIntro:
    "Cuatro especialidades complementarias que combinamos según el tamaño y la naturaleza de su operación.",
  sectorsTitle: "Los sectores en los que trabajamos",
  sectorsIntro:
    "Nuestros equipos se organizan por sectores para conocer a fondo sus retos, sus competidores y sus inversores.",
  approachTitle: "Cómo le acompañamos",
};

export const expertiseAreas: typeof french.expertiseAreas = [
  {
    title: "Fusiones y adquisiciones",
    text: "Le asesoramos en la compra, la venta o la integración de empresas, desde la valoración hasta la firma.",
    bullets: [
      "Venta y transmisión de empresas",
      "Identificación y análisis de empresas objetivo",
      "Valoración y negociación",
    ],
  },
  {
    title: "Financiación estructurada",
    text: "Estructuramos la financiación de sus proyectos de crecimiento, en solitario o junto a otras entidades bancarias.",
    bullets: [
      "Financiación de adquisiciones y LBO",
      "Deuda sénior y mezzanine",
      "Financiación de proyectos (project finance)",
    ],
  },
  {
    title: "Mercados de capitales",
    text: "Preparamos sus operaciones de capital y de deuda a largo plazo y las colocamos entre los inversores.",
    bullets: ["Salida a bolsa", "Ampliación de capital", "Emisiones de bonos"],
  },
  {
    title: "Tesorería y coberturas",
    text: "Optimizamos la gestión de su liquidez y protegemos sus márgenes frente a las fluctuaciones del mercado.",
    bullets: [
      "Centralización de tesorería (cash pooling)",
      "Cobertura del tipo de cambio",
      "Cobertura de tipos de interés",
    ],
  },
];

export const sectorsServed: typeof french.sectorsServed = [
  {
    title: "Industria",
    text: "Modernización de plantas de producción, compra de empresas subcontratistas y consolidación de cadenas de valor.",
  },
  {
    title: "Salud",
    text: "Agrupación de clínicas y laboratorios, y financiación de la investigación y del equipamiento médico.",
  },
  {
    title: "Tecnología",
    text: "Rondas de financiación, crecimiento externo y preparación de la salida a bolsa de empresas de software y startups.",
  },
  {
    title: "Energía",
    text: "Financiación de proyectos solares, eólicos y de almacenamiento, y apoyo a la transición energética.",
  },
  {
    title: "Distribución",
    text: "Expansión de redes de tiendas, comercio electrónico y optimización de las necesidades operativas de fondos.",
  },
  {
    title: "Inmobiliario",
    text: "Adquisición y refinanciación de inmuebles de uso profesional: oficinas, locales comerciales y plataformas logísticas.",
  },
];

export const supportApproach: typeof french.supportApproach = [
  {
    etape: 1,
    titre: "Diagnóstico",
    description:
      "Analizamos su empresa, su mercado y sus objetivos, con el compromiso de confidencialidad firmado desde el primer momento.",
  },
  {
    etape: 2,
    titre: "Estrategia",
    description:
      "Le presentamos las opciones posibles, con su calendario y su coste, para que decida con pleno conocimiento de causa.",
  },
  {
    etape: 3,
    titre: "Ejecución",
    description:
      "Un equipo dedicado dirige la operación: documentación, negociaciones y coordinación con sus asesores.",
  },
  {
    etape: 4,
    titre: "Seguimiento",
    description:
      "Tras la firma, seguimos a su lado en la integración, la refinanciación y sus próximos proyectos.",
  },
];

export const consultationForm: typeof french.consultationForm = {
  kind: "consultation",
  title: "Solicitar una consulta",
  intro:
    "Cuéntenos su proyecto: un banquero asesor se pondrá en contacto con usted para concertar una primera reunión confidencial.",
  submitLabel: "Enviar mi solicitud",
};
