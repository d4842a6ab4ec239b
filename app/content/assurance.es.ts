import { bank } from "@domain/bank";
import type * as french from "./assurance";

export const assuranceHero: typeof french.assuranceHero = {
  eyebrow: "Particulares",
  title: "Seguros",
  lead: "Proteja su vivienda, su vehículo, su salud y a sus seres queridos con contratos claros, que usted mismo contrata y gestiona online.",
  highlights: [
    "Presupuesto online",
    "Asistencia 6 días a la semana",
    "Reembolsos de salud en 48 h",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const assuranceTabs: typeof french.assuranceTabs = [
  { id: "produits", label: "Nuestros seguros" },
  { id: "conseils", label: "Consejos" },
  { id: "sinistre", label: "Declarar un siniestro" },
];

export const assuranceDefaultTab: typeof french.assuranceDefaultTab = "produits";

/** The insurer carrying the contracts; Aurore Banque only distributes them. */
export const insurer: typeof french.insurer = "Aurore Assurances";

export const insuranceProducts: typeof french.insuranceProducts = [
  {
    id: "habitation",
    nom: "Seguro de hogar",
    description:
      "Tanto si vive de alquiler como si es propietario, su vivienda y sus bienes quedan protegidos en el día a día.",
    garanties: [
      "Incendio, daños por agua y catástrofes naturales",
      "Robo y actos vandálicos",
      "Responsabilidad civil de toda la familia",
      "Realojamiento si su vivienda queda inhabitable",
    ],
  },
  {
    id: "auto",
    nom: "Seguro de coche",
    description:
      "De terceros o a todo riesgo: elija la protección que mejor se adapte a su vehículo y al uso que le da.",
    garanties: [
      "Responsabilidad civil obligatoria",
      "Rotura de lunas, robo e incendio",
      "Daños propios en cualquier accidente con la modalidad a todo riesgo",
      "Asistencia desde el kilómetro 0 y vehículo de sustitución",
    ],
  },
  {
    id: "sante",
    nom: "Seguro de salud complementario",
    description:
      "Cubre la parte de sus gastos médicos que no le reembolsa la Seguridad Social francesa (Assurance maladie).",
    garanties: [
      "Hospitalización y habitación individual",
      "Óptica, dental y audífonos",
      "Terapias alternativas, según la modalidad elegida",
      "Sin adelantar el pago en la red concertada y reembolso en 48 h",
    ],
  },
  {
    id: "prevoyance",
    nom: "Seguro de previsión",
    description:
      "Si sufre un imprevisto grave, un capital o una renta protege a sus seres queridos.",
    garanties: [
      "Capital en caso de fallecimiento",
      "Renta para los estudios de sus hijos",
      "Indemnizaciones en caso de baja laboral",
      "Renta en caso de invalidez",
    ],
  },
  {
    id: "emprunteur",
    nom: "Seguro de amortización de préstamos",
    description:
      "Si ya no puede hacer frente a las cuotas de su préstamo, el seguro se hace cargo de ellas.",
    garanties: [
      "Fallecimiento y pérdida total e irreversible de autonomía",
      "Invalidez permanente",
      "Incapacidad temporal para trabajar",
      "Posibilidad de cambiar de contrato en cualquier momento",
    ],
  },
];

export const insuranceAdvice: typeof french.insuranceAdvice = [
  {
    title: "Evalúe sus necesidades",
    text: "Calcule el valor de sus bienes y tenga en cuenta la situación de su familia para elegir un nivel de cobertura que no se quede corto ni resulte excesivo.",
  },
  {
    title: "Fíjese en las franquicias y los límites",
    text: "Por el mismo precio, dos contratos pueden indemnizar de forma muy distinta: compare la parte que correría de su cuenta en caso de siniestro.",
  },
  {
    title: "Mantenga su contrato al día",
    text: "Una mudanza, un nacimiento, un vehículo nuevo: avísenos para que sus coberturas se ajusten a cada etapa de su vida.",
  },
  {
    title: "Guarde sus justificantes",
    text: "Las facturas, las fotos y los certificados de garantía agilizan la indemnización: guarde una copia en su área de cliente.",
  },
  {
    title: "Puede cambiar cuando quiera",
    text: "Transcurrido el primer año, puede cancelar su seguro de coche o de hogar en cualquier momento, y cambiar de seguro de amortización de préstamos cuando lo desee.",
  },
];

export const claimsFigures: typeof french.claimsFigures = [
  { value: "5 días", label: "Plazo para declarar un siniestro, en días hábiles" },
  { value: "30 días", label: "Plazo medio de indemnización" },
  { value: "48 h", label: "Reembolso de sus gastos médicos" },
  { value: "6 días/semana", label: "Asistencia de lunes a sábado" },
];

export const claimSteps: typeof french.claimSteps = [
  {
    etape: 1,
    titre: "Declare el siniestro",
    description:
      "Desde su área de cliente o por teléfono, en un plazo de 5 días hábiles (2 días hábiles en caso de robo).",
  },
  {
    etape: 2,
    titre: "Envíe sus justificantes",
    description: "Adjunte los documentos que nos permitan valorar los daños.",
    details: [
      "Parte amistoso de accidente o fotografías",
      "Facturas de los bienes dañados",
      "Denuncia en caso de robo",
    ],
  },
  {
    etape: 3,
    titre: "Estudio de su expediente",
    description:
      "Un tramitador de siniestros analiza su solicitud y, si es necesario, encarga la valoración a un perito.",
  },
  {
    etape: 4,
    titre: "Indemnización",
    description:
      "Recibirá la indemnización en unos 30 días desde la recepción del expediente completo; sus gastos médicos se le reembolsan en 48 h.",
  },
];

export const claimsLine: typeof french.claimsLine = {
  service: "Servicio de siniestros:",
  phone: bank.phones.insuranceClaims,
  hours: "de lunes a sábado, de 8:00 a 20:00 (hora de París)",
};

export const intermediaryNotice: typeof french.intermediaryNotice = `${bank.legalName} actúa como mediador de seguros y está inscrita en el registro francés de intermediarios de seguros con el número ${bank.orias}. Los contratos presentados están asegurados por ${insurer}, compañía sujeta al Code des assurances (la ley francesa de seguros). Las coberturas se aplican dentro de los límites y en las condiciones que establece el contrato.`;

/** The page's headings around its content. */
export const assuranceText: typeof french.assuranceText = {
  tabsLabel: "Secciones de seguros",
  productsTitle: "Coberturas para cada etapa de su vida",
  productsIntro: "Cada seguro se contrata online y se adapta a su situación.",
  adviceTitle: "Cómo elegir bien su seguro y sacarle el máximo partido",
  claimsTitle: "Nuestros compromisos en caso de siniestro",
  stepsTitle: "Su declaración en cuatro pasos",
  helpTitle: "¿Necesita ayuda para declarar un siniestro?",
  helpIntro: "Nuestros asesores le guían paso a paso y le indican qué documentos debe aportar.",
};
