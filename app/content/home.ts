import type { LinkCard } from "~/components/ui/LinkCardGrid";
import type { Card, Cta, Hero, Stat } from "./types";

export const homeHero: Hero = {
  eyebrow: "Banque en ligne",
  title: "La banque moderne, simple et sécurisée",
  lead: "Compte, carte, épargne et crédit : gérez tout votre argent depuis votre téléphone, avec des conseillers basés en France pour vous répondre quand vous en avez besoin.",
  cta: { label: "Ouvrir un compte", to: "/signup" },
  highlights: [
    "Ouverture en ligne en quelques minutes",
    "Paiements sécurisés",
    "Conseillers joignables par téléphone",
  ],
};

export const mobileApp = {
  title: "Votre banque dans votre poche",
  intro:
    "L'application Aurore Banque vous donne la main sur vos comptes, à tout moment et où que vous soyez.",
  features: [
    "Consultez vos soldes et vos opérations en temps réel",
    "Bloquez et débloquez votre carte en un geste",
    "Envoyez un virement à un proche en quelques secondes",
    "Validez vos paiements en ligne avec votre empreinte ou votre visage",
  ],
  note: "Ouvrez d'abord votre compte en ligne : le lien de téléchargement de l'application vous est ensuite envoyé par email.",
};

export interface StoreBadge {
  platform: "ios" | "android";
  label: string;
  to: string;
}

export const storeBadges: StoreBadge[] = [
  { platform: "ios", label: "Télécharger sur la boutique iOS", to: "/signup" },
  { platform: "android", label: "Télécharger sur la boutique Android", to: "/signup" },
];

export const virtualCard = {
  title: "Une carte virtuelle, prête dès l'ouverture",
  intro:
    "Dès que votre compte est ouvert, une carte virtuelle est disponible dans votre application, sans attendre la carte physique.",
  features: [
    "Compatible avec les deux principaux services de paiement mobile, sur iOS et sur Android",
    "Payez sans contact en magasin avec votre téléphone",
    "Numéro de carte distinct pour vos achats en ligne",
    "Plafonds réglables à tout moment depuis l'application",
  ],
};

export const bankingServices: LinkCard[] = [
  {
    badge: "Professionnels",
    title: "Banque des entreprises",
    text: "Comptes pour les indépendants, les TPE, les PME et les associations, avec cartes d'équipe, plafonds de dépenses et export comptable.",
    link: { label: "Découvrir les comptes entreprise", to: "/comptesEntreprise" },
  },
  {
    badge: "Patrimoine",
    title: "Banque privée",
    text: "Un banquier privé dédié pour organiser, faire fructifier et transmettre votre patrimoine, avec une approche globale et sur mesure.",
    link: { label: "Découvrir la banque privée", to: "/banquePrive" },
  },
];

export const loans: LinkCard[] = [
  {
    title: "Prêt personnel",
    text: "Financez vos projets du quotidien sans avoir à justifier de l'utilisation des fonds.",
    link: { label: "Découvrir le prêt personnel", to: "/pretPersonnel" },
  },
  {
    title: "Prêt voyage",
    text: "Financez vos vacances ou votre voyage de noces, remboursés par mensualités fixes.",
    link: { label: "Découvrir le prêt voyage", to: "/pretVoyage" },
  },
  {
    title: "Prêt auto",
    text: "Achetez une voiture neuve, d'occasion ou électrique, ou financez un deux-roues.",
    link: { label: "Découvrir le prêt auto", to: "/pretAuto" },
  },
  {
    title: "Prêt travaux",
    text: "Rénovez, agrandissez ou améliorez la performance énergétique de votre logement.",
    link: { label: "Découvrir le prêt travaux", to: "/pretTravaux" },
  },
];

export const creditRequest: Cta = {
  label: "Faire une demande de crédit",
  to: "/pretPersonnel#demande",
};

export const creditClaims: Card[] = [
  {
    title: "0 € de frais de dossier",
    text: "Vous ne payez aucun frais pour déposer ou faire étudier votre demande de crédit.",
  },
  {
    title: "Réponse de principe immédiate",
    text: "Votre demande en ligne vous donne une réponse de principe dès que vous avez décrit votre situation ; l'offre de crédit suit l'étude de votre dossier.",
  },
  {
    title: "Taux fixe",
    text: "Votre taux est fixé à la signature et ne varie pas : vous connaissez dès le départ le coût total de votre crédit.",
  },
  {
    title: "Assurance facultative",
    text: "L'assurance emprunteur n'est pas obligatoire : vous êtes libre d'y souscrire, chez nous ou ailleurs.",
  },
];

export const foundedYear = 2018;

export const aboutStats: Stat[] = [
  { value: "50 000+", label: "clients nous font confiance" },
  { value: "500 M€", label: "prêtés à nos clients" },
  { value: "95 %", label: "de clients satisfaits" },
  { value: "48 h", label: "de délai moyen de réponse" },
];

/** The home page's own headings and links, around the blocks above. */
export const homeSections = {
  services: "Une banque pour vos projets professionnels et patrimoniaux",
  loans: {
    title: "Un crédit pour chaque projet",
    intro:
      "Quatre prêts à taux fixe pour financer vos projets personnels, avec une demande en ligne et un conseiller pour vous accompagner.",
  },
  creditClaims: "Nos engagements sur le crédit",
  figures: {
    title: "Aurore Banque en chiffres",
    intro: (year: number) =>
      `Depuis notre création à Paris en ${year}, nous accompagnons particuliers, professionnels et entreprises avec la même exigence de clarté.`,
    story: "Découvrir notre histoire et nos valeurs",
  },
  /** Printed on the virtual card's picture. */
  cardLabel: "CARTE VIRTUELLE",
};
