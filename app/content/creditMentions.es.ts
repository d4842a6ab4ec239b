import type { ExampleFigures, InsuranceFigures, MentionSegment } from "./creditMentions";

const purposes = {
  pretAuto: "un préstamo coche",
  pretPersonnel: "un préstamo personal",
  pretVoyage: "un préstamo para viajes",
  pretTravaux: "un préstamo para reformas",
};

export const creditMentions = {
  warning: "¡Atención! Un crédito cuesta dinero y debe devolverse.",
  frenchPrevails:
    "Nuestros préstamos se rigen por la normativa francesa de crédito al consumo: el aviso anterior es el que esta exige, y la versión francesa de esta información prevalece sobre la traducción.",
  exampleHeading: "Ejemplo representativo",
  example: (figures: ExampleFigures): MentionSegment[] => [
    `Ejemplo para ${purposes[figures.product]} de ${figures.amount} a ${figures.months} meses con un tipo deudor fijo del ${figures.rate}: `,
    { mention: "taeg", text: `TAE fija del ${figures.taeg}` },
    ", ",
    {
      mention: "instalment",
      text: `${figures.months - 1} cuotas mensuales de ${figures.monthly} y una última de ${figures.last}`,
    },
    ", sin incluir el seguro opcional. ",
    { mention: "total-due", text: `Importe total adeudado: ${figures.totalDue}` },
    `. Coste total del crédito: ${figures.totalCost}. Sin comisión de apertura.`,
  ],
  insurance: (figures: InsuranceFigures) =>
    `Seguro de protección de pagos opcional (fallecimiento, invalidez e incapacidad laboral), al ${figures.rate} anual del importe prestado: ${figures.premium} al mes, es decir, una cuota de ${figures.withInsurance} con el seguro. Coste total del seguro en ${figures.months} meses: ${figures.totalCost}. Tasa anual efectiva del seguro (TAEA): ${figures.taea}. Este seguro no es obligatorio para obtener el préstamo y no está incluido en la TAE.`,
  withdrawal:
    "Dispone de un plazo de desistimiento de 14 días naturales a partir de la firma de su contrato de crédito.",
  simulation:
    "Las simulaciones son orientativas y no tienen valor contractual. Oferta sujeta a la aprobación de su solicitud por Aurore Banque, entidad prestamista.",
  eligibilityTitle: "¿Quién puede solicitar un préstamo?",
  eligibilityIntro: "Para solicitar un crédito en Aurore Banque, debe:",
  eligibility: [
    "Ser mayor de edad, es decir, tener al menos 18 años",
    "Residir en Francia",
    "Tener capacidad jurídica para contratar un crédito",
  ],
};
