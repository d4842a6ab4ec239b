import type * as french from "./pretPersonnel";
import { loanOffers } from "@domain/credit/offers";

export const pretPersonnelHero: typeof french.pretPersonnelHero = {
  eyebrow: "Kredite",
  title: "Ratenkredit",
  lead: "Verwirklichen Sie Ihre Pläne mit einem Ratenkredit zum festen Sollzins: ohne Nachweis über die Verwendung des Geldes und ohne Bearbeitungsgebühr.",
  cta: { label: "Ratenkredit beantragen", to: "#demande" },
  highlights: [
    "Bearbeitung in durchschnittlich 48 Stunden",
    "0 € Bearbeitungsgebühr",
    "Fester Sollzins",
  ],
};

export const pretPersonnelTabs: typeof french.pretPersonnelTabs = [
  { id: "presentation", label: "Überblick" },
  { id: "simulation", label: "Kreditrechner" },
  { id: "demande", label: "Antrag" },
];

export const pretPersonnelDefaultTab: typeof french.pretPersonnelDefaultTab = "presentation";

export const projectTypes: typeof french.projectTypes = [
  {
    id: "equipement",
    title: "Rund ums Zuhause",
    text: "Möbel, Haushaltsgeräte oder Unterhaltungselektronik: Richten Sie Ihr Zuhause so ein, wie es Ihnen gefällt.",
  },
  {
    id: "evenement",
    title: "Familienfeste",
    text: "Hochzeit, Geburt oder runder Geburtstag: Finanzieren Sie die Ausgaben für die großen Momente im Leben.",
  },
  {
    id: "etudes",
    title: "Studium und Weiterbildung",
    text: "Studiengebühren, berufliche Weiterbildung oder Führerschein.",
  },
  {
    id: "loisirs",
    title: "Freizeit und Hobbys",
    text: "Sportausrüstung, ein Musikinstrument oder die Ausstattung für Ihr Hobby.",
  },
  {
    id: "demenagement",
    title: "Umzug",
    text: "Mietkaution, Transport und Einzug in Ihre neue Wohnung.",
  },
  {
    id: "sante",
    title: "Gesundheit und Wohlbefinden",
    text: "Zahnbehandlung, Brille oder Hörgerät: Finanzieren Sie Kosten, die nur zu einem geringen Teil erstattet werden.",
  },
];

export const personalSimulator: typeof french.personalSimulator = {
  product: "pretPersonnel",
  intro: "Wählen Sie Betrag und Laufzeit Ihres Kredits: Ihre Monatsrate wird sofort angezeigt.",
  amountLabel: "Gewünschter Betrag",
  amount: { ...loanOffers.pretPersonnel.amount, step: 1_000, defaultValue: 15_000 },
  durations: loanOffers.pretPersonnel.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Art des Vorhabens",
    options: projectTypes.map((project) => ({ value: project.id, label: project.title })),
    defaultValue: "equipement",
  },
};

export const personalLoanFeatures: typeof french.personalLoanFeatures = [
  {
    title: "Von 1.000 € bis 75.000 €",
    text: "Leihen Sie sich genau den Betrag, den Sie brauchen, ohne Kostenvoranschlag oder Rechnung vorlegen zu müssen.",
  },
  {
    title: "Von 12 bis 84 Monaten",
    text: "Eine längere Laufzeit senkt die Monatsrate, erhöht aber die Gesamtkosten des Kredits.",
  },
  {
    title: "Fester Sollzins",
    text: "Ihre Monatsrate bleibt von der ersten bis zur letzten Fälligkeit gleich.",
  },
];

export const personalCommitments: typeof french.personalCommitments = [
  { value: "48 Stunden", label: "Bearbeitungszeit im Durchschnitt" },
  { value: "0 €", label: "Bearbeitungsgebühr" },
  { value: "100 %", label: "online, vom Antrag bis zur Unterschrift" },
];

export const personalRequestForm: typeof french.personalRequestForm = {
  kind: "pretPersonnel",
  title: "Möchten Sie lieber zurückgerufen werden?",
  intro:
    "Schildern Sie uns Ihre Situation und Ihr Vorhaben: Ein Berater prüft Ihre Anfrage und ruft Sie im Durchschnitt innerhalb von 48 Stunden zurück.",
  submitLabel: "Rückruf anfordern",
};

export const personalDocuments: typeof french.personalDocuments = [
  "Gültiges Ausweisdokument",
  "Wohnsitznachweis, nicht älter als 3 Monate",
  "Ihre letzten 3 Gehaltsabrechnungen",
  "Ihr letzter Steuerbescheid",
];

/** The page's headings around its content. */
export const pretPersonnelText: typeof french.pretPersonnelText = {
  tabsLabel: "Bereiche des Ratenkredits",
  projectsTitle: "Was können Sie damit finanzieren?",
  projectsIntro:
    "Der Ratenkredit ist nicht zweckgebunden: Sie verwenden das Geld frei für das Vorhaben Ihrer Wahl.",
  inBriefTitle: "Ihr Kredit auf einen Blick",
  commitmentsTitle: "Unsere Zusagen",
  documentsTitle: "Diese Unterlagen sollten Sie bereithalten",
  documentsIntro:
    "Halten Sie sie griffbereit: Wir fordern sie nach der Grundsatzentscheidung bei Ihnen an.",
};
