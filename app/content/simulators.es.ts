import type * as french from "./simulators";

export const loanSimulatorText: typeof french.loanSimulatorText = {
  title: "Calcule sus cuotas mensuales",
  months: (count) => `${count} meses`,
  durationLegend: "Plazo del préstamo",
  deductionHint: (bounds) =>
    `De ${bounds.zero} a ${bounds.max}: el préstamo financia como mínimo ${bounds.minimumLoan}.`,
  presetPlaceholder: "Elija una idea o indique su presupuesto",
  preset: (idea) => `${idea.label}: ${idea.amount}`,
  repaidSeries: "Capital amortizado",
  interestSeries: "Intereses",
  chartAxis: "Año del préstamo",
  chartCaption: (figures) =>
    `Lo que amortizan sus cuotas cada año: en ${figures.months} meses, ${figures.financed} de capital y ${figures.interest} de intereses, cuyo peso disminuye año tras año.`,
  scheduleTitle: "Cuadro de amortización",
  scheduleWithoutScripts:
    "El cuadro mes a mes se muestra cuando JavaScript está activado en su navegador.",
  scheduleCaption: (figures) =>
    `${figures.financed} a ${figures.months} meses al tipo deudor fijo del ${figures.rate}, sin el seguro opcional.`,
  scheduleColumns: {
    month: "Mes",
    payment: "Cuota",
    interest: "Intereses",
    principal: "Capital amortizado",
    remaining: "Capital pendiente",
  },
};

export const loanResultsText: typeof french.loanResultsText = {
  monthlyPayment: "Su cuota mensual",
  perMonth: " al mes",
  during: (months) => `durante ${months} meses`,
  duringThenLast: (figures) =>
    `durante ${figures.months} meses y una última cuota de ${figures.last}`,
  withoutInsurance: ", sin el seguro opcional",
  withInsurance: (amount) => `Con el seguro opcional: ${amount} al mes`,
  taeg: (rate) => `TAE fija ${rate}`,
  borrowingRate: "Tipo deudor fijo",
  financed: "Importe financiado",
  totalCost: "Coste total del crédito",
  totalDue: "Importe total adeudado",
  noFees: "Sin el seguro opcional y sin comisión de apertura.",
  apply: "Solicitar el préstamo",
  resume: "Retomar mi solicitud",
  callBackQuestion: "¿Prefiere que le llamemos?",
  callBack: "Que me llame un asesor",
};

export const requestedLoanText: typeof french.requestedLoanText = {
  title: "Solicitar online",
  intro:
    "Describa su situación y obtenga al instante una respuesta orientativa; después envíe sus justificantes y firme su oferta online. Inicia sesión o abre su cuenta por el camino: su simulación le acompaña.",
  simulationTitle: "Su simulación",
  simulated: (figures) => [
    `${figures.financed} a ${figures.months} meses: `,
    { mention: "instalment", text: `cuota mensual de ${figures.monthly}` },
    ` sin el seguro opcional (${figures.withInsurance} con el seguro), `,
    { mention: "taeg", text: `TAE fija del ${figures.taeg}` },
    ", ",
    { mention: "total-due", text: `importe total adeudado ${figures.totalDue}` },
    ". Acompaña a su solicitud, tanto online como con un asesor. ",
  ],
  change: "Modificar mi simulación",
  notYet:
    "Calcule sus cuotas antes de solicitar el préstamo: el importe y el plazo que elija acompañarán a su solicitud. ",
  simulate: "Simular mi préstamo",
  apply: "Solicitar online",
  resume: "Retomar mi solicitud",
};

export const amountFieldText: typeof french.amountFieldText = {
  empty: "Indique un importe.",
  notAmount: (example) => `Indique el importe en cifras, por ejemplo ${example}.`,
  belowMin: (bound) => `El mínimo es de ${bound}: la simulación utiliza ${bound}.`,
  aboveMax: (bound) => `El máximo es de ${bound}: la simulación utiliza ${bound}.`,
  range: (bounds) => `De ${bounds.min} a ${bounds.max}.`,
};

export const simulationFormText: typeof french.simulationFormText = {
  calculate: "Calcular",
};
