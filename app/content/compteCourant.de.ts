import { numberFormats } from "@domain/format";
import type * as french from "./compteCourant";
import type { AccountOffer } from "./compteCourant";

export type { AccountOffer, CompteCourantTabId } from "./compteCourant";

const { wholeEuros } = numberFormats("de");

export const compteCourantHero: typeof french.compteCourantHero = {
  eyebrow: "Privatkunden",
  title: "Girokonto",
  lead: `Verwalten Sie Ihr Geld im Alltag bequem per Smartphone: mit Debitkarte, Echtzeitüberweisungen und sofortigen Benachrichtigungen – ab ${wholeEuros(2)} im Monat und ohne Mindestlaufzeit.`,
  cta: { label: "Jetzt Konto eröffnen", to: "/signup" },
  highlights: [
    "Kontoeröffnung zu 100 % online",
    "Ohne Mindestlaufzeit",
    "Persönliche Beratung am Telefon",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const compteCourantTabs: typeof french.compteCourantTabs = [
  { id: "offres", label: "Unsere Angebote" },
  { id: "services", label: "Leistungen" },
  { id: "avantages", label: "Vorteile" },
];

export const compteCourantDefaultTab: typeof french.compteCourantDefaultTab = "offres";

function accountOffer(offer: Omit<AccountOffer, "prix">): AccountOffer {
  return { ...offer, prix: `${wholeEuros(offer.monthlyPrice)} pro Monat` };
}

const overdraftText = (limit: number) => `Dispositionskredit bis zu ${wholeEuros(limit)}`;

const plusOverdraft = 500;
const premiumOverdraft = 3_000;

export const accountOffers: typeof french.accountOffers = [
  accountOffer({
    id: "essentiel",
    nom: "Essentiel",
    public: "Für alle, die ihre Ausgaben im Alltag im Blick behalten möchten",
    description:
      "Alles Wichtige zum Bezahlen, Geldempfangen und Sparen – und bei jeder Zahlung wird Ihr Kontostand geprüft.",
    monthlyPrice: 2,
    overdraftLimit: 0,
    avantages: [
      "Debitkarte mit Deckungsprüfung bei jeder Zahlung",
      "Echtzeitüberweisungen inklusive",
      "Gebührenfreie Kartenzahlungen im Euroraum",
      "3 kostenlose Bargeldabhebungen pro Monat im Euroraum",
    ],
  }),
  accountOffer({
    id: "plus",
    nom: "Plus",
    public: "Für mehr Spielraum bei Ihren Finanzen",
    description:
      "Eine Debitkarte mit sofortiger oder aufgeschobener Abbuchung, ein Dispositionskredit und unbegrenzte Bargeldabhebungen im Euroraum.",
    monthlyPrice: 7,
    overdraftLimit: plusOverdraft,
    featured: true,
    avantages: [
      "Debitkarte mit sofortiger oder aufgeschobener Abbuchung",
      overdraftText(plusOverdraft),
      "Kostenlose und unbegrenzte Bargeldabhebungen im Euroraum",
      "Versicherung bei Verlust und Diebstahl Ihrer Zahlungsmittel",
    ],
  }),
  accountOffer({
    id: "premium",
    nom: "Premium",
    public: "Für alle, die viel reisen und ohne Grenzen bezahlen möchten",
    description:
      "Eine Premium-Karte mit hohen Limits, weltweit gebührenfreie Kartenzahlungen und umfassender Reiseschutz.",
    monthlyPrice: 15,
    overdraftLimit: premiumOverdraft,
    avantages: [
      "Premium-Karte mit hohen Limits",
      overdraftText(premiumOverdraft),
      "Weltweit gebührenfrei bezahlen und Bargeld abheben",
      "Reise-Assistance und Reiseversicherung",
    ],
  }),
];

export const offerCta: typeof french.offerCta = { label: "Dieses Angebot wählen", to: "/signup" };
export const featuredOfferLabel: typeof french.featuredOfferLabel = "Am häufigsten gewählt";

export const accountComparison: typeof french.accountComparison = {
  caption: "Unsere Girokonto-Angebote im Vergleich",
  columns: accountOffers.map((offer) => offer.nom),
  rows: [
    {
      label: "Karte",
      values: ["Debitkarte mit Deckungsprüfung bei jeder Zahlung", "Debitkarte", "Premium-Karte"],
    },
    {
      label: "Dispositionskredit",
      values: accountOffers.map((offer) =>
        offer.overdraftLimit ? `Bis zu ${wholeEuros(offer.overdraftLimit)}` : "Nicht enthalten",
      ),
    },
    {
      label: "Zahlungen im Ausland",
      values: [
        "Im Euroraum gebührenfrei, sonst 2 %",
        "Im Euroraum gebührenfrei, sonst 1 %",
        "Weltweit gebührenfrei",
      ],
    },
    {
      label: "Bargeldabhebungen",
      values: [
        `3 pro Monat im Euroraum kostenlos, danach ${wholeEuros(1)} je Abhebung`,
        "Im Euroraum unbegrenzt",
        "Weltweit unbegrenzt",
      ],
    },
    {
      label: "Versicherungen",
      values: [
        "Keine",
        "Verlust und Diebstahl der Zahlungsmittel",
        "Verlust und Diebstahl, Reise-Assistance und Reiseversicherung",
      ],
    },
    { label: "Preis", values: accountOffers.map((offer) => offer.prix) },
  ],
};

export const overdraftNotice: typeof french.overdraftNotice =
  "Der Dispositionskredit wird nur gewährt, wenn Aurore Banque Ihren Antrag annimmt. Er ist mit Kosten verbunden: Den Sollzinssatz und den effektiven Jahreszins (TAEG) finden Sie in Ihrem Kontovertrag.";

export const accountServices: typeof french.accountServices = [
  {
    title: "Echtzeitüberweisungen",
    text: "Überweisen Sie Geld in wenigen Sekunden, rund um die Uhr und an jedem Tag der Woche, auf jedes Euro-Konto im SEPA-Raum.",
  },
  {
    title: "Ihre Bankverbindung (RIB) sofort zur Hand",
    text: "Laden Sie Ihre Kontobestätigung mit IBAN in der App herunter oder teilen Sie sie direkt, um Ihr Gehalt zu empfangen oder Lastschriften einzurichten.",
  },
  {
    title: "Mobiles Bezahlen",
    text: "Bezahlen Sie mit Ihrem Smartphone oder Ihrer Smartwatch – mit den gängigen Wallets für mobiles Bezahlen.",
  },
  {
    title: "Benachrichtigungen in Echtzeit",
    text: "Sie erhalten zu jeder Buchung eine Mitteilung und werden sofort informiert, sobald Ihr Kontostand unter einen von Ihnen festgelegten Betrag fällt.",
  },
  {
    title: "Automatisch sparen",
    text: "Runden Sie Ihre Zahlungen auf den nächsten vollen Euro auf oder richten Sie einen monatlichen Dauerauftrag auf Ihr Sparkonto ein.",
  },
];

export const accountBenefits: typeof french.accountBenefits = [
  {
    title: "Transparente Preise",
    text: "Ein fester Monatspreis, den Sie schon vor der Kontoeröffnung kennen, und keine zusätzlichen Kontoführungsgebühren.",
  },
  {
    title: "Ihre Karte per App im Griff",
    text: "Sperren Sie Ihre Karte, passen Sie Ihre Limits an oder schalten Sie Zahlungen im Ausland frei – in wenigen Sekunden.",
  },
  {
    title: "Berater, die sich Zeit für Sie nehmen",
    text: "Am Telefon spricht ein echter Mensch mit Ihnen, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit).",
  },
];

export const accountTestimonials: typeof french.accountTestimonials = [
  {
    quote:
      "Ich habe mein Konto in einer Viertelstunde bequem vom Sofa aus eröffnet. Die Echtzeit-Benachrichtigungen helfen mir wirklich, mein Budget im Griff zu behalten.",
    author: "Camille R.",
    context: "Lyon, Kontomodell Essentiel",
  },
  {
    quote:
      "Dank Echtzeitüberweisung bekommen meine Freunde ihr Geld in Sekunden von mir zurück, sogar am Sonntag.",
    author: "Thomas L.",
    context: "Nantes, Kontomodell Plus",
  },
  {
    quote:
      "Ich bin beruflich viel unterwegs: Für Zahlungen im Ausland zahle ich keinerlei Gebühren mehr, und die Reise-Assistance hat mir auch schon geholfen.",
    author: "Nadia B.",
    context: "Bordeaux, Kontomodell Premium",
  },
];

/** The page's headings around its content. */
export const compteCourantText: typeof french.compteCourantText = {
  tabsLabel: "Bereiche des Girokontos",
  offersTitle: "Ein Konto, drei Angebote zur Wahl",
  offersIntro: "Ohne Mindestlaufzeit: Sie können Ihr Angebot jederzeit in der App wechseln.",
  compareTitle: "Unsere Angebote im Vergleich",
  servicesTitle: "Alle Leistungen eines modernen Kontos",
  servicesIntro: "In jedem unserer Angebote enthalten, ohne Aufpreis.",
  benefitsTitle: "Gute Gründe für Aurore Banque",
  testimonialsTitle: "Das sagen unsere Kundinnen und Kunden",
};
