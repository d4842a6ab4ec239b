import { bank, shareCapitalIn } from "@domain/bank";
import type { NavLink, NavMenu } from "./site";

export type { NavLink, NavMenu };

export const navMenus: NavMenu[] = [
  {
    id: "entreprise",
    label: "Business",
    links: [
      { to: "/comptesEntreprise", label: "Business accounts" },
      { to: "/investissement", label: "Investments" },
      { to: "/paiements", label: "Payments" },
      { to: "/banqueAffaire", label: "Corporate finance" },
    ],
  },
  {
    id: "personnel",
    label: "Personal",
    links: [
      { to: "/epargne", label: "Savings" },
      { to: "/compteCourant", label: "Current account" },
      { to: "/assurance", label: "Insurance" },
      { to: "/banquePrive", label: "Private banking" },
    ],
  },
  {
    id: "credit",
    label: "Loans",
    links: [
      { to: "/pretPersonnel", label: "Personal loan" },
      { to: "/pretVoyage", label: "Travel loan" },
      { to: "/pretAuto", label: "Car loan" },
      { to: "/pretTravaux", label: "Home improvement loan" },
    ],
  },
];

export const footerLinks: NavLink[] = [
  { to: "/apropos", label: "About us" },
  { to: "/termes", label: "Terms and conditions" },
  { to: "/politiquesConfidentialite", label: "Privacy" },
  { to: "/avertissements", label: "Help" },
  { to: "/accessibilite", label: "Accessibility: partially compliant" },
];

export const layoutText = {
  skipLink: "Skip to main content",
  homeLink: "Aurore Banque, home",
  menuButton: "Menu",
  mainNav: "Main navigation",
  footerNav: (menu: string) => `${menu} (footer)`,
  legalNav: "Legal information",
  tagline:
    "The modern, simple and secure online bank for individuals, professionals and businesses.",
  phoneHours: "Monday to Friday, 9 am to 6 pm, Paris time",
  legalLine: (year: number) =>
    `© ${year} ${bank.legalName}, share capital ${shareCapitalIn("en")}. ${bank.rcs}. Insurance intermediary ${bank.orias}. Credit institution authorised and supervised by the ACPR (French Prudential Supervision and Resolution Authority).`,
  signIn: "Log in",
  signUp: "Open an account",
  mySpace: "My account",
  signOut: "Log out",
  languagePicker: "Site language",
  languageSuggestion: "This site is also available in English.",
  languageSuggestionLink: "Read in English",
  languageSuggestionDismiss: "No, thanks",
};

export const notFoundText = {
  title: "Page not found",
  eyebrow: "Error 404",
  body: "The page you are looking for does not exist or has moved. Check the address, or carry on from one of the sections below.",
  home: "Back to the home page",
};
