import type * as french from "./investissement";

export const investissementHero: typeof french.investissementHero = {
  eyebrow: "Empresas",
  title: "Inversión",
  lead: "Haga crecer la tesorería de su empresa con estrategias de inversión claras, diseñadas junto a un asesor dedicado y con un seguimiento continuo.",
  cta: { label: "Empezar a invertir", to: "/signup" },
  highlights: ["Asesor dedicado", "Informe mensual", "Comisiones transparentes"],
};

export const sectors: typeof french.sectors = [
  {
    secteur: "Tecnología e innovación",
    tendance: "Tendencia: fuerte crecimiento",
    opportunites: [
      "Inteligencia artificial aplicada a la actividad de las empresas",
      "Ciberseguridad empresarial",
      "Software online para profesionales",
      "Infraestructuras de datos y nube europea",
    ],
  },
  {
    secteur: "Energías sostenibles",
    tendance: "Tendencia: crecimiento sostenido",
    opportunites: [
      "Generación de electricidad solar y eólica",
      "Almacenamiento de energía y baterías",
      "Rehabilitación energética de edificios",
      "Movilidad eléctrica y puntos de recarga",
    ],
  },
  {
    secteur: "Salud y biotecnología",
    tendance: "Tendencia: crecimiento constante",
    opportunites: [
      "Investigación en terapias innovadoras",
      "Dispositivos médicos conectados",
      "Servicios para personas mayores",
      "Telemedicina y salud digital",
    ],
  },
];

export const investmentVehicles: typeof french.investmentVehicles = [
  {
    title: "Mercados financieros",
    text: "Acciones, bonos y fondos diversificados, seleccionados en función de su horizonte de inversión y de su tolerancia al riesgo.",
    bullets: [
      "Fondos de renta variable europea e internacional",
      "Bonos corporativos de emisores de calidad",
      "Fondos monetarios para la tesorería a corto plazo",
    ],
  },
  {
    title: "Inmobiliario comercial",
    text: "Inversiones en oficinas, locales comerciales y naves logísticas, de forma directa o a través de sociedades de inversión inmobiliaria.",
    bullets: [
      "Participaciones en SCPI de rentabilidad (sociedades francesas de inversión inmobiliaria)",
      "Locales profesionales en propiedad directa",
      "Posibilidad de obtener ingresos periódicos",
    ],
  },
];

export const strategies: typeof french.strategies = [
  {
    id: "prudentielle",
    nom: "Prudente",
    description:
      "Una cartera centrada en la renta fija y en los activos monetarios, cuya prioridad es preservar el capital.",
    objectif: "Objetivo: proteger su capital con una revalorización regular.",
    avantages: [
      "Volatilidad reducida",
      "Disponibilidad rápida de los fondos",
      "Ingresos periódicos",
      "Pensada para el colchón de tesorería",
    ],
    public: "Empresas que invierten liquidez que necesitarán a corto plazo.",
  },
  {
    id: "equilibree",
    nom: "Equilibrada",
    description:
      "Un reparto entre acciones y bonos que busca crecimiento y, al mismo tiempo, amortigua las caídas del mercado.",
    objectif: "Objetivo: revalorizar su capital a medio plazo, en un horizonte de 3 a 5 años.",
    avantages: [
      "Amplia diversificación",
      "Reequilibrio automático",
      "Buen equilibrio entre rentabilidad y riesgo",
      "Revisión trimestral con su asesor",
    ],
    public: "Empresas con excedentes de tesorería estables.",
  },
  {
    id: "dynamique",
    nom: "Dinámica",
    description:
      "Una cartera invertida mayoritariamente en acciones, para buscar la máxima rentabilidad a largo plazo.",
    objectif: "Objetivo: aspirar a una rentabilidad elevada en un horizonte de 5 años o más.",
    avantages: [
      "Alto potencial de rentabilidad",
      "Acceso a los sectores con más futuro",
      "Gestión activa de las posiciones",
      "Análisis de mercado exclusivos",
    ],
    public:
      "Empresas dispuestas a asumir fuertes oscilaciones a cambio de una rentabilidad potencial más alta.",
  },
];

export const investmentProcess: typeof french.investmentProcess = [
  {
    etape: 1,
    titre: "Análisis",
    description:
      "Estudiamos su situación financiera, sus necesidades de tesorería y su horizonte de inversión.",
  },
  {
    etape: 2,
    titre: "Recomendación",
    description:
      "Su asesor le presenta por escrito una estrategia en la que se detallan los riesgos y las comisiones.",
  },
  {
    etape: 3,
    titre: "Puesta en marcha",
    description:
      "Invertimos de acuerdo con la estrategia aprobada, de una sola vez o de forma escalonada.",
  },
  {
    etape: 4,
    titre: "Seguimiento",
    description: "Recibe un informe cada mes y hace balance con su asesor una vez por trimestre.",
  },
];

export const supportServices: typeof french.supportServices = [
  {
    title: "Asesoramiento estratégico",
    text: "Un asesor de inversiones dedicado le ayuda a definir una distribución de activos coherente con los proyectos de su empresa.",
  },
  {
    title: "Gestión de carteras",
    text: "Delegue la gestión diaria en nuestros equipos, que ajustan las posiciones según la evolución de los mercados.",
  },
  {
    title: "Gestión de riesgos",
    text: "Medimos de forma continua la exposición de su cartera y le avisamos si se aparta de su perfil.",
  },
  {
    title: "Informes personalizados",
    text: "Cada mes recibe un informe claro con la rentabilidad obtenida, las comisiones cobradas y los movimientos realizados.",
  },
];

export const expertForm: typeof french.expertForm = {
  kind: "expert",
  title: "Hable con un experto",
  intro:
    "Un asesor de inversiones le llamará en un plazo de 48 horas hábiles para estudiar su proyecto.",
  submitLabel: "Solicitar el contacto de un experto",
};

/** The page's headings and labels around its content. */
export const investissementText: typeof french.investissementText = {
  tabsLabel: "Secciones de inversión",
  tabs: {
    opportunites: "Oportunidades",
    strategies: "Estrategias",
    accompagnement: "Acompañamiento",
  },
  sectorsTitle: "Sectores con potencial",
  sectorsIntro: "Tres sectores que nuestros analistas siguen de cerca para sus inversiones.",
  followedOpportunities: "Oportunidades que seguimos:",
  vehiclesTitle: "Nuestros productos de inversión",
  strategiesTitle: "Tres estrategias según su perfil",
  strategiesIntro:
    "Cada estrategia responde a un horizonte temporal y a un nivel de riesgo distintos.",
  forWhom: "Para quién:",
  processTitle: "Nuestro método en cuatro pasos",
  supportTitle: "Un acompañamiento a su medida",
  riskNotice:
    "Toda inversión conlleva un riesgo de pérdida de capital. Las rentabilidades pasadas no garantizan rentabilidades futuras.",
};
