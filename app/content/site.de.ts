import { bank, shareCapitalIn } from "@domain/bank";
import type { NavLink, NavMenu } from "./site";

export type { NavLink, NavMenu };

export const navMenus: NavMenu[] = [
  {
    id: "entreprise",
    label: "Geschäftskunden",
    links: [
      { to: "/comptesEntreprise", label: "Geschäftskonten" },
      { to: "/investissement", label: "Geldanlage" },
      { to: "/paiements", label: "Zahlungsverkehr" },
      { to: "/banqueAffaire", label: "Unternehmensfinanzierung" },
    ],
  },
  {
    id: "personnel",
    label: "Privatkunden",
    links: [
      { to: "/epargne", label: "Sparen" },
      { to: "/compteCourant", label: "Girokonto" },
      { to: "/assurance", label: "Versicherungen" },
      { to: "/banquePrive", label: "Private Banking" },
    ],
  },
  {
    id: "credit",
    label: "Kredite",
    links: [
      { to: "/pretPersonnel", label: "Ratenkredit" },
      { to: "/pretVoyage", label: "Reisekredit" },
      { to: "/pretAuto", label: "Autokredit" },
      { to: "/pretTravaux", label: "Modernisierungskredit" },
    ],
  },
];

export const footerLinks: NavLink[] = [
  { to: "/apropos", label: "Über uns" },
  { to: "/termes", label: "Nutzungsbedingungen" },
  { to: "/politiquesConfidentialite", label: "Datenschutz" },
  { to: "/avertissements", label: "Hilfe" },
  { to: "/accessibilite", label: "Barrierefreiheit: teilweise konform" },
];

export const layoutText = {
  skipLink: "Zum Hauptinhalt springen",
  homeLink: "Aurore Banque, Startseite",
  menuButton: "Menü",
  mainNav: "Hauptnavigation",
  footerNav: (menu: string) => `${menu} (Fußzeile)`,
  legalNav: "Rechtliche Hinweise",
  tagline:
    "Die moderne, einfache und sichere Online-Bank für Privatkunden, Selbstständige und Unternehmen.",
  phoneHours: "Montag bis Freitag, 9 bis 18 Uhr, Pariser Zeit",
  legalLine: (year: number) =>
    `© ${year} ${bank.legalName}, Grundkapital ${shareCapitalIn("de")}. ${bank.rcs}. Versicherungsvermittler ${bank.orias}. Kreditinstitut, zugelassen und beaufsichtigt durch die ACPR (französische Bankenaufsicht).`,
  signIn: "Anmelden",
  signUp: "Konto eröffnen",
  mySpace: "Mein Bereich",
  signOut: "Abmelden",
  languagePicker: "Sprache der Website",
  languageSuggestion: "Diese Website gibt es auch auf Deutsch.",
  languageSuggestionLink: "Auf Deutsch lesen",
  languageSuggestionDismiss: "Nein, danke",
};

export const notFoundText = {
  title: "Seite nicht gefunden",
  eyebrow: "Fehler 404",
  body: "Die gesuchte Seite existiert nicht oder wurde verschoben. Prüfen Sie die Adresse oder wählen Sie einen der folgenden Bereiche.",
  home: "Zur Startseite",
};
