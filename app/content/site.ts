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
