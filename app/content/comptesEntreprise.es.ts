import type * as french from "./comptesEntreprise";
import { layoutText } from "./site.es";

export const comptesEntrepriseHero: typeof french.comptesEntrepriseHero = {
  eyebrow: "Empresas",
  title: "Cuentas para empresas",
  lead: "Una cuenta profesional pensada para autónomos, microempresas, pymes, grandes empresas y asociaciones: tarjetas para sus equipos, límites a medida y una contabilidad más sencilla.",
  cta: { label: "Abrir una cuenta profesional", to: "/signup" },
  highlights: [
    "Apertura 100 % online",
    "Activación en un plazo de 3 a 5 días",
    "Asesores especializados en empresas",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const comptesEntrepriseTabs: typeof french.comptesEntrepriseTabs = [
  { id: "offres", label: "Planes" },
  { id: "gestion", label: "Gestión" },
  { id: "ouverture", label: "Apertura" },
];

export const comptesEntrepriseDefaultTab: typeof french.comptesEntrepriseDefaultTab = "offres";

/** The page's headings around its content. */
export const comptesEntrepriseText: typeof french.comptesEntrepriseText = {
  tabsLabel: "Secciones de cuentas para empresas",
  offersTitle: "Tres planes según el tamaño de su organización",
  offersIntro: "Sin permanencia: puede cambiar de plan cuando quiera desde su área de cliente.",
  featuredOffer: "El más elegido",
  managementTitle: "Controle sus finanzas en el día a día",
  managementIntro:
    "Herramientas para delegar los gastos sin perder el control y para ahorrar tiempo en su contabilidad.",
  openingTitle: "Abra su cuenta en cuatro pasos",
  documentsTitle: "Documentación necesaria",
};

export const businessOffers: typeof french.businessOffers = [
  {
    id: "business-essential",
    nom: "Business Essential",
    description:
      "Lo imprescindible para poner en marcha su actividad y separar sus finanzas profesionales de las personales.",
    prix: "9 €/mes + IVA",
    avantages: [
      "Cuenta con IBAN francés",
      "Una tarjeta profesional con límites ajustables",
      "Transferencias y adeudos directos SEPA ilimitados",
      "Exportación de sus operaciones para su asesor contable",
    ],
    public: "Para autónomos, microemprendedores y microempresas",
  },
  {
    id: "business-pro",
    nom: "Business Pro",
    description:
      "Para equipos en crecimiento: una tarjeta para cada empleado y permisos adaptados a la función de cada uno.",
    prix: "29 €/mes + IVA",
    avantages: [
      "Hasta 10 tarjetas con límites de gasto individuales",
      "Roles de equipo: administrador, contable, empleado",
      "Emisión y seguimiento de sus facturas",
      "Un asesor de empresas a su disposición por teléfono",
    ],
    public: "Para pymes y asociaciones con personal contratado",
    featured: true,
  },
  {
    id: "business-enterprise",
    nom: "Business Enterprise",
    description:
      "Un plan completo para organizaciones con varias sedes, con permisos muy detallados y asistencia permanente.",
    prix: "79 €/mes + IVA",
    avantages: [
      "Tarjetas ilimitadas y límites por equipo o por proyecto",
      "Aprobación de pagos en varios niveles",
      "Varias cuentas y subcuentas",
      "Asistencia dedicada 24/7",
    ],
    public: "Para empresas medianas y grandes empresas",
  },
];

export const offerCta: typeof french.offerCta = { label: "Elegir este plan", to: "/signup" };

export const managementFeatures: typeof french.managementFeatures = [
  {
    title: "Tarjetas y límites de gasto",
    text: "Asigne una tarjeta a cada empleado y fije sus límites de pago y de retirada de efectivo, que puede modificar en cualquier momento.",
  },
  {
    title: "Roles de equipo",
    text: "Conceda a cada persona los permisos adecuados: consultar las cuentas, preparar transferencias o aprobarlas.",
  },
  {
    title: "Exportación contable",
    text: "Exporte sus operaciones y justificantes en un formato compatible con su asesor contable o con su programa de contabilidad.",
  },
  {
    title: "Facturas y justificantes",
    text: "Emita sus facturas, controle cuándo se cobran y fotografíe sus tiques para vincularlos a cada gasto.",
  },
  {
    title: "Transferencias por lotes",
    text: "Pague a sus proveedores y abone las nóminas en una sola operación, a partir de un simple archivo.",
  },
  {
    title: "Panel de tesorería",
    text: "Consulte sus cobros, sus pagos y su saldo previsto en todas sus cuentas desde una única pantalla.",
  },
];

export const openingSteps: typeof french.openingSteps = [
  {
    etape: 1,
    titre: "Prepare la documentación",
    description:
      "Reúna los documentos de su empresa y el documento de identidad de su representante legal.",
  },
  {
    etape: 2,
    titre: "Haga su solicitud online",
    description: "Elija su plan, rellene el formulario y suba sus documentos en pocos minutos.",
  },
  {
    etape: 3,
    titre: "Revisión por nuestros equipos",
    description:
      "Un asesor revisa su expediente y se pone en contacto con usted si falta algún documento.",
  },
  {
    etape: 4,
    titre: "Activación de la cuenta",
    description:
      "Su cuenta queda activada en un plazo de 3 a 5 días hábiles y le enviamos sus tarjetas.",
  },
];

export const openingDocuments: typeof french.openingDocuments = [
  "Documento de identidad en vigor del representante legal",
  "Extracto Kbis (certificado del Registro Mercantil francés) con menos de 3 meses de antigüedad o, para empresarios individuales, certificado de inscripción en el directorio SIRENE",
  "Estatutos firmados de la sociedad o, en el caso de una asociación, estatutos y resguardo de su declaración ante la prefectura",
  "Justificante del domicilio social con menos de 3 meses de antigüedad",
];

export const businessContactForm: typeof french.businessContactForm = {
  kind: "entreprise",
  title: "Reciba la llamada de un asesor de empresas",
  intro: `Déjenos sus datos: un asesor le llamará ${layoutText.phoneHours}, para ayudarle a elegir el plan que mejor se adapta a su organización.`,
  submitLabel: "Solicitar una llamada",
};
