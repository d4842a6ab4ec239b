import type { LinkCard } from "~/components/ui/LinkCardGrid";
import type { StoreBadge } from "./home";
import type { Card, Cta, Hero, Stat } from "./types";

export type { StoreBadge } from "./home";

export const homeHero: Hero = {
  eyebrow: "Online-Bank",
  title: "Die moderne Bank: einfach und sicher",
  lead: "Konto, Karte, Sparen und Kredit: Verwalten Sie Ihr gesamtes Geld bequem per Smartphone. Und wenn Sie Fragen haben, sind unsere Berater in Frankreich für Sie da.",
  cta: { label: "Konto eröffnen", to: "/signup" },
  highlights: [
    "Kontoeröffnung online in wenigen Minuten",
    "Sichere Zahlungen",
    "Berater telefonisch erreichbar",
  ],
};

export const mobileApp = {
  title: "Ihre Bank für unterwegs",
  intro: "Mit der App von Aurore Banque haben Sie Ihre Konten jederzeit und überall im Griff.",
  features: [
    "Kontostände und Umsätze in Echtzeit abrufen",
    "Karte mit einem Fingertipp sperren und wieder entsperren",
    "Geld in Sekundenschnelle an Familie und Freunde überweisen",
    "Online-Zahlungen per Fingerabdruck oder Gesichtserkennung bestätigen",
  ],
  note: "Eröffnen Sie zuerst Ihr Konto online. Den Link zum Herunterladen der App senden wir Ihnen anschließend per E-Mail.",
};

export const storeBadges: StoreBadge[] = [
  { platform: "ios", label: "Im Store für iOS herunterladen", to: "/signup" },
  { platform: "android", label: "Im Store für Android herunterladen", to: "/signup" },
];

export const virtualCard = {
  title: "Eine virtuelle Karte, sofort nach der Kontoeröffnung",
  intro:
    "Sobald Ihr Konto eröffnet ist, steht Ihnen in der App eine virtuelle Karte zur Verfügung. Auf die physische Karte müssen Sie nicht warten.",
  features: [
    "Kompatibel mit den beiden führenden Diensten für mobiles Bezahlen, unter iOS und Android",
    "Im Geschäft kontaktlos mit dem Smartphone bezahlen",
    "Eigene Kartennummer für Ihre Online-Einkäufe",
    "Limits jederzeit in der App anpassen",
  ],
};

export const bankingServices: LinkCard[] = [
  {
    badge: "Geschäftskunden",
    title: "Banking für Unternehmen",
    text: "Konten für Selbstständige, Kleinstunternehmen, KMU und Vereine, mit Karten für Ihr Team, Ausgabenlimits und Export für die Buchhaltung.",
    link: { label: "Mehr zu unseren Geschäftskonten", to: "/comptesEntreprise" },
  },
  {
    badge: "Vermögen",
    title: "Private Banking",
    text: "Ein persönlicher Private Banker hilft Ihnen, Ihr Vermögen zu strukturieren, zu vermehren und weiterzugeben, mit einem ganzheitlichen und individuellen Ansatz.",
    link: { label: "Mehr zum Private Banking", to: "/banquePrive" },
  },
];

export const loans: LinkCard[] = [
  {
    title: "Ratenkredit",
    text: "Finanzieren Sie Ihre Vorhaben im Alltag, ohne nachweisen zu müssen, wofür Sie das Geld verwenden.",
    link: { label: "Mehr zum Ratenkredit", to: "/pretPersonnel" },
  },
  {
    title: "Reisekredit",
    text: "Finanzieren Sie Ihren Urlaub oder Ihre Hochzeitsreise und zahlen Sie in festen Monatsraten zurück.",
    link: { label: "Mehr zum Reisekredit", to: "/pretVoyage" },
  },
  {
    title: "Autokredit",
    text: "Kaufen Sie einen Neuwagen, einen Gebrauchtwagen oder ein Elektroauto, oder finanzieren Sie ein Zweirad.",
    link: { label: "Mehr zum Autokredit", to: "/pretAuto" },
  },
  {
    title: "Modernisierungskredit",
    text: "Renovieren oder erweitern Sie Ihr Zuhause oder verbessern Sie seine Energieeffizienz.",
    link: { label: "Mehr zum Modernisierungskredit", to: "/pretTravaux" },
  },
];

export const creditRequest: Cta = {
  label: "Kredit beantragen",
  to: "/pretPersonnel#demande",
};

export const creditClaims: Card[] = [
  {
    title: "0 € Bearbeitungsgebühr",
    text: "Für die Einreichung und die Prüfung Ihres Kreditantrags zahlen Sie keinerlei Gebühren.",
  },
  {
    title: "Sofortige Grundsatzentscheidung",
    text: "Ihr Online-Antrag gibt Ihnen eine Grundsatzentscheidung, sobald Sie Ihre Situation beschrieben haben; das Kreditangebot folgt nach Prüfung Ihrer Unterlagen.",
  },
  {
    title: "Fester Sollzins",
    text: "Ihr Sollzins wird bei Vertragsunterzeichnung festgelegt und ändert sich nicht: Die Gesamtkosten Ihres Kredits kennen Sie von Anfang an.",
  },
  {
    title: "Optionale Versicherung",
    text: "Eine Restschuldversicherung ist nicht verpflichtend: Sie entscheiden frei, ob Sie eine abschließen, bei uns oder bei einem anderen Anbieter.",
  },
];

export const foundedYear = 2018;

export const aboutStats: Stat[] = [
  { value: "50.000+", label: "Kunden vertrauen uns" },
  { value: "500 Mio. €", label: "an Krediten für unsere Kunden" },
  { value: "95 %", label: "zufriedene Kunden" },
  { value: "48 Std.", label: "durchschnittliche Antwortzeit" },
];

/** The home page's own headings and links, around the blocks above. */
export const homeSections = {
  services: "Eine Bank für Ihre beruflichen Vorhaben und Ihr Vermögen",
  loans: {
    title: "Ein Kredit für jedes Vorhaben",
    intro:
      "Vier Kredite mit festem Sollzins für Ihre privaten Vorhaben: online beantragt, mit einem Berater an Ihrer Seite.",
  },
  creditClaims: "Unsere Versprechen rund um Ihren Kredit",
  figures: {
    title: "Aurore Banque in Zahlen",
    intro: (year: number) =>
      `Seit unserer Gründung in Paris im Jahr ${year} begleiten wir Privatkunden, Selbstständige und Unternehmen, immer mit demselben Anspruch an Klarheit.`,
    story: "Mehr über unsere Geschichte und unsere Werte",
  },
  /** Printed on the virtual card's picture. */
  cardLabel: "VIRTUELLE KARTE",
};
