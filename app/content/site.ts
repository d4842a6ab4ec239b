import { bank } from "@domain/bank";
export interface NavLink {
  to: string;
  label: string;
}

export interface NavMenu {
  id: "entreprise" | "personnel" | "credit";
  label: string;
  links: NavLink[];
}

export const navMenus: NavMenu[] = [
  {
    id: "entreprise",
    label: "Entreprise",
    links: [
      { to: "/comptesEntreprise", label: "Comptes entreprise" },
      { to: "/investissement", label: "Investissements" },
      { to: "/paiements", label: "Paiements" },
      { to: "/banqueAffaire", label: "Banque d'affaires" },
    ],
  },
  {
    id: "personnel",
    label: "Personnel",
    links: [
      { to: "/epargne", label: "Épargne" },
      { to: "/compteCourant", label: "Compte courant" },
      { to: "/assurance", label: "Assurance" },
      { to: "/banquePrive", label: "Banque privée" },
    ],
  },
  {
    id: "credit",
    label: "Crédit",
    links: [
      { to: "/pretPersonnel", label: "Prêt personnel" },
      { to: "/pretVoyage", label: "Prêt voyage" },
      { to: "/pretAuto", label: "Prêt auto" },
      { to: "/pretTravaux", label: "Prêt travaux" },
    ],
  },
];

export const footerLinks: NavLink[] = [
  { to: "/apropos", label: "À propos" },
  { to: "/termes", label: "Conditions" },
  { to: "/politiquesConfidentialite", label: "Confidentialité" },
  { to: "/avertissements", label: "Assistance" },
  { to: "/accessibilite", label: "Accessibilité : partiellement conforme" },
];

/** The frame every page shares: header, skip link, footer, account links, language picker. */
export const layoutText = {
  skipLink: "Aller au contenu principal",
  homeLink: "Aurore Banque, accueil",
  menuButton: "Menu",
  mainNav: "Navigation principale",
  footerNav: (menu: string) => `${menu} (pied de page)`,
  legalNav: "Informations légales",
  tagline:
    "La banque en ligne moderne, simple et sécurisée des particuliers, des professionnels et des entreprises.",
  phoneHours: "du lundi au vendredi, de 9 h à 18 h",
  legalLine: (year: number) =>
    `© ${year} ${bank.legalName}, ${bank.capital}. ${bank.rcs}. Intermédiaire en assurance ${bank.orias}. Établissement de crédit agréé et contrôlé par l'ACPR.`,
  signIn: "Connexion",
  signUp: "Inscription",
  mySpace: "Mon espace",
  signOut: "Se déconnecter",
  languagePicker: "Langue du site",
  /** Said to a visitor whose browser prefers another of the site's languages, on their first visit. */
  languageSuggestion: "Ce site existe aussi en français.",
  languageSuggestionLink: "Lire en français",
  languageSuggestionDismiss: "Non merci",
};

/** The 404 page, served for every unknown address in its language. */
export const notFoundText = {
  title: "Page introuvable",
  eyebrow: "Erreur 404",
  body: "La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse saisie ou poursuivez votre visite depuis l'une des rubriques ci-dessous.",
  home: "Retour à l'accueil",
};
