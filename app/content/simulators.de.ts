import type * as french from "./simulators";

export const loanSimulatorText: typeof french.loanSimulatorText = {
  title: "Berechnen Sie Ihre Monatsrate",
  months: (count) => `${count} Monate`,
  durationLegend: "Laufzeit",
  deductionHint: (bounds) =>
    `Von ${bounds.zero} bis ${bounds.max}: Der Kredit beträgt mindestens ${bounds.minimumLoan}.`,
  presetPlaceholder: "Wählen Sie eine Idee oder geben Sie Ihr Budget ein",
  preset: (idea) => `${idea.label}: ${idea.amount}`,
  repaidSeries: "Getilgtes Kapital",
  interestSeries: "Zinsen",
  chartAxis: "Kreditjahr",
  chartCaption: (figures) =>
    `Was Ihre Monatsraten jedes Jahr tilgen: über ${figures.months} Monate ${figures.financed} Kapital und ${figures.interest} Zinsen, deren Anteil von Jahr zu Jahr sinkt.`,
  scheduleTitle: "Tilgungsplan",
  scheduleWithoutScripts:
    "Der Tilgungsplan Monat für Monat wird angezeigt, wenn JavaScript in Ihrem Browser aktiviert ist.",
  scheduleCaption: (figures) =>
    `${figures.financed} über ${figures.months} Monate zum festen Sollzins von ${figures.rate}, ohne optionale Versicherung.`,
  scheduleColumns: {
    month: "Monat",
    payment: "Monatsrate",
    interest: "Zinsen",
    principal: "Getilgtes Kapital",
    remaining: "Restschuld",
  },
};

export const loanResultsText: typeof french.loanResultsText = {
  monthlyPayment: "Ihre Monatsrate",
  perMonth: " im Monat",
  during: (months) => `${months} Monate lang`,
  duringThenLast: (figures) =>
    `${figures.months} Monate lang, dann eine letzte Rate von ${figures.last}`,
  withoutInsurance: ", ohne optionale Versicherung",
  withInsurance: (amount) => `Mit optionaler Versicherung: ${amount} im Monat`,
  taeg: (rate) => `Effektiver Jahreszins ${rate} (fest)`,
  borrowingRate: "Fester Sollzins",
  financed: "Finanzierter Betrag",
  totalCost: "Gesamtkosten des Kredits",
  totalDue: "Zu zahlender Gesamtbetrag",
  noFees: "Ohne optionale Versicherung, ohne Bearbeitungsgebühr.",
  apply: "Jetzt beantragen",
  resume: "Meinen Antrag fortsetzen",
  callBackQuestion: "Möchten Sie lieber zurückgerufen werden?",
  callBack: "Rückruf durch einen Berater",
};

export const requestedLoanText: typeof french.requestedLoanText = {
  title: "Online beantragen",
  intro:
    "Beschreiben Sie Ihre Situation und erhalten Sie sofort eine Grundsatzentscheidung; danach senden Sie Ihre Nachweise und unterschreiben Ihr Angebot online. Unterwegs melden Sie sich an oder eröffnen Ihr Konto: Ihre Simulation begleitet Sie.",
  simulationTitle: "Ihre Simulation",
  simulated: (figures) => [
    `${figures.financed} über ${figures.months} Monate: `,
    { mention: "instalment", text: `Monatsrate von ${figures.monthly}` },
    ` ohne optionale Versicherung (${figures.withInsurance} mit Versicherung), `,
    { mention: "taeg", text: `effektiver Jahreszins ${figures.taeg} (fest)` },
    ", ",
    { mention: "total-due", text: `zu zahlender Gesamtbetrag ${figures.totalDue}` },
    ". Sie wird Ihrem Antrag beigefügt, online wie beim Berater. ",
  ],
  change: "Simulation ändern",
  notYet:
    "Berechnen Sie Ihre Monatsraten, bevor Sie den Antrag stellen: Der gewählte Betrag und die Laufzeit werden übernommen. ",
  simulate: "Kredit simulieren",
  apply: "Online beantragen",
  resume: "Meinen Antrag fortsetzen",
};

export const amountFieldText: typeof french.amountFieldText = {
  empty: "Bitte geben Sie einen Betrag ein.",
  notAmount: (example) => `Bitte geben Sie den Betrag in Ziffern ein, zum Beispiel ${example}.`,
  belowMin: (bound) => `Der Mindestbetrag ist ${bound}: Die Simulation rechnet mit ${bound}.`,
  aboveMax: (bound) => `Der Höchstbetrag ist ${bound}: Die Simulation rechnet mit ${bound}.`,
  range: (bounds) => `Von ${bounds.min} bis ${bounds.max}.`,
};

export const simulationFormText: typeof french.simulationFormText = {
  calculate: "Berechnen",
};
