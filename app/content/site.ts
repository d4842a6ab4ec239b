/** Identity of the fictional bank; every identifier is a placeholder (see DECISIONS.md). */
export const bank = {
  name: "Aurore Banque",
  legalName: "Aurore Banque SA",
  siteUrl: "https://www.aurore-banque.example",
  address: "12 rue de la Paix, 75002 Paris",
  phone: "01 99 00 12 34",
  phoneHref: "+33199001234",
  email: "contact@aurore-banque.example",
  rcs: "RCS Paris 000 000 000",
  orias: "ORIAS 00 000 000",
  capital: "capital social de 10 000 000 €",
  supervisor:
    "Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, 75009 Paris",
  phoneHours: "du lundi au vendredi, de 9 h à 18 h",
} as const;

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

export const languages = ["Français", "English", "Español", "Deutsch"] as const;

export const footerLinks: NavLink[] = [
  { to: "/apropos", label: "À propos" },
  { to: "/termes", label: "Conditions" },
  { to: "/politiquesConfidentialite", label: "Confidentialité" },
  { to: "/avertissements", label: "Assistance" },
  { to: "/accessibilite", label: "Accessibilité : partiellement conforme" },
];

/** Pages served as static HTML; the sitemap and the pre-render list both come from here. */
export const publicPaths = [
  "/",
  "/login",
  "/signup",
  "/motDePasseOublie",
  "/comptesEntreprise",
  "/investissement",
  "/banqueAffaire",
  "/paiements",
  "/epargne",
  "/assurance",
  "/banquePrive",
  "/compteCourant",
  "/pretPersonnel",
  "/pretVoyage",
  "/pretTravaux",
  "/pretAuto",
  "/avertissements",
  "/politiquesConfidentialite",
  "/termes",
  "/apropos",
  "/accessibilite",
] as const;

/**
 * Pages that depend on the signed-in customer or on a link's token: rendered in the browser from the
 * SPA fallback.
 */
export const clientRenderedPaths: string[] = [
  "/espaceClient",
  "/desinscription",
  "/nouveauMotDePasse",
  "/verificationEmail",
  "/admin",
];

/** The 404 page is pre-rendered at this path and served for every unknown URL. */
export const notFoundPath = "/404";

export const prerenderedPaths: string[] = [...publicPaths, notFoundPath];
