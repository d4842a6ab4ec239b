import { bank, shareCapitalIn } from "@domain/bank";
import type { NavLink, NavMenu } from "./site";

export type { NavLink, NavMenu };

export const navMenus: NavMenu[] = [
  {
    id: "entreprise",
    label: "Empresas",
    links: [
      { to: "/comptesEntreprise", label: "Cuentas para empresas" },
      { to: "/investissement", label: "Inversión" },
      { to: "/paiements", label: "Cobros y pagos" },
      { to: "/banqueAffaire", label: "Banca de negocios" },
    ],
  },
  {
    id: "personnel",
    label: "Particulares",
    links: [
      { to: "/epargne", label: "Ahorro" },
      { to: "/compteCourant", label: "Cuenta corriente" },
      { to: "/assurance", label: "Seguros" },
      { to: "/banquePrive", label: "Banca privada" },
    ],
  },
  {
    id: "credit",
    label: "Préstamos",
    links: [
      { to: "/pretPersonnel", label: "Préstamo personal" },
      { to: "/pretVoyage", label: "Préstamo para viajes" },
      { to: "/pretAuto", label: "Préstamo coche" },
      { to: "/pretTravaux", label: "Préstamo para reformas" },
    ],
  },
];

export const footerLinks: NavLink[] = [
  { to: "/apropos", label: "Quiénes somos" },
  { to: "/termes", label: "Condiciones" },
  { to: "/politiquesConfidentialite", label: "Privacidad" },
  { to: "/avertissements", label: "Ayuda" },
  { to: "/accessibilite", label: "Accesibilidad: parcialmente conforme" },
];

export const layoutText = {
  skipLink: "Ir al contenido principal",
  homeLink: "Aurore Banque, inicio",
  menuButton: "Menú",
  mainNav: "Navegación principal",
  footerNav: (menu: string) => `${menu} (pie de página)`,
  legalNav: "Información legal",
  tagline: "El banco online moderno, sencillo y seguro para particulares, autónomos y empresas.",
  phoneHours: "de lunes a viernes, de 9:00 a 18:00, hora de París",
  legalLine: (year: number) =>
    `© ${year} ${bank.legalName}, capital social de ${shareCapitalIn("es")}. ${bank.rcs}. Mediador de seguros ${bank.orias}. Entidad de crédito autorizada y supervisada por la ACPR (autoridad francesa de supervisión bancaria).`,
  signIn: "Acceder",
  signUp: "Abrir una cuenta",
  mySpace: "Mi área de cliente",
  signOut: "Cerrar sesión",
  languagePicker: "Idioma del sitio",
  languageSuggestion: "Este sitio también está disponible en español.",
  languageSuggestionLink: "Leer en español",
  languageSuggestionDismiss: "No, gracias",
};

export const notFoundText = {
  title: "Página no encontrada",
  eyebrow: "Error 404",
  body: "La página que busca no existe o ha cambiado de dirección. Compruebe la dirección introducida o continúe desde una de las secciones siguientes.",
  home: "Volver al inicio",
};
