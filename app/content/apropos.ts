import type { TeamMember } from "~/components/ui/TeamGrid";
import type { TimelineEvent } from "~/components/ui/Timeline";
import type { Card, Cta, Hero, Stat } from "./types";

export const aproposHero: Hero = {
  eyebrow: "Qui sommes-nous",
  title: "À propos",
  lead: "Aurore Banque est née à Paris d'une idée simple : offrir à chacun une banque moderne, claire et sûre, avec de vrais conseillers quand il le faut.",
};

export const history = [
  "Aurore Banque a été fondée en 2018 à Paris par une équipe de banquiers et d'ingénieurs convaincus qu'une banque pouvait être à la fois entièrement en ligne et profondément humaine.",
  "D'abord tournée vers les particuliers, elle accompagne aujourd'hui aussi les indépendants, les entreprises et les associations, avec des comptes, des crédits, de l'épargne et des services de banque privée.",
  "Notre méthode n'a pas changé : des tarifs lisibles, des réponses rapides et des conseillers basés en France, joignables par téléphone, par e-mail ou depuis votre espace client.",
];

export const keyFigures: Stat[] = [
  { value: "2018", label: "Année de création, à Paris" },
  { value: "50\u00a0000+", label: "Clients nous font confiance" },
  { value: "500\u00a0M€", label: "Prêtés à nos clients" },
  { value: "95\u00a0%", label: "De clients satisfaits" },
  { value: "48\u00a0h", label: "Délai de réponse moyen" },
];

export const values: Card[] = [
  {
    title: "Simplicité",
    text: "Des parcours en ligne courts, des contrats lisibles et un vocabulaire que chacun comprend.",
  },
  {
    title: "Transparence",
    text: "Nos tarifs sont publiés, sans frais cachés : vous savez toujours ce que vous payez et pourquoi.",
  },
  {
    title: "Sécurité",
    text: "Vos fonds et vos données sont protégés par des dispositifs éprouvés et contrôlés en permanence.",
  },
  {
    title: "Proximité",
    text: "Un conseiller vous répond en 48 heures en moyenne et vous suit dans vos projets.",
  },
];

export const team: TeamMember[] = [
  {
    name: "Claire Fontaine",
    role: "Directrice générale et cofondatrice",
    bio: "Quinze ans dans la banque de détail avant de fonder Aurore Banque pour la rendre plus simple.",
  },
  {
    name: "Julien Marchand",
    role: "Directeur financier et cofondateur",
    bio: "Il veille à la solidité financière de la banque et à la rigueur de sa gestion.",
  },
  {
    name: "Sophie Lefèvre",
    role: "Directrice des risques et de la conformité",
    bio: "Elle s'assure que chaque crédit accordé est adapté à la situation de l'emprunteur.",
  },
  {
    name: "Karim Benali",
    role: "Directeur technique et de la sécurité",
    bio: "Il conduit les équipes qui conçoivent nos services en ligne et protègent vos données.",
  },
  {
    name: "Élodie Rousseau",
    role: "Directrice de l'expérience client",
    bio: "Elle anime les équipes de conseillers et fait remonter vos suggestions dans nos services.",
  },
  {
    name: "Thomas Girard",
    role: "Directeur des entreprises et de la banque privée",
    bio: "Il accompagne les dirigeants, les indépendants et les familles dans leurs projets patrimoniaux.",
  },
];

export const milestones: TimelineEvent[] = [
  {
    year: 2018,
    title: "Création à Paris",
    text: "Aurore Banque est fondée à Paris et obtient son agrément d'établissement de crédit.",
  },
  {
    year: 2019,
    title: "Premiers comptes en ligne",
    text: "Lancement du compte courant, de la carte virtuelle et de l'application mobile.",
  },
  {
    year: 2020,
    title: "Ouverture aux professionnels",
    text: "Les indépendants, les entreprises et les associations peuvent ouvrir leur compte en ligne.",
  },
  {
    year: 2022,
    title: "Lancement des crédits",
    text: "Prêt personnel, prêt auto, prêt voyage et prêt travaux, avec une réponse de principe rapide.",
  },
  {
    year: 2024,
    title: "Épargne, investissement et banque privée",
    text: "Une offre complète pour faire fructifier son épargne, avec des conseillers dédiés.",
  },
  {
    year: 2025,
    title: "50 000 clients",
    text: "Le cap des 50 000 clients est franchi et plus de 500 M€ de crédits ont été accordés.",
  },
  {
    year: 2026,
    title: "Un site repensé pour tous",
    text: "Un nouveau site plus rapide et plus accessible, avec une déclaration d'accessibilité publiée.",
  },
];

export const commitments: Card[] = [
  {
    title: "Un crédit responsable",
    text: "Nous étudions votre capacité de remboursement avant tout prêt et l'assurance emprunteur reste facultative.",
  },
  {
    title: "Des données protégées",
    text: "Vos données restent dans l'Union européenne et ne sont jamais vendues ni confiées à des régies publicitaires.",
  },
  {
    title: "Une banque accessible",
    text: "Nous travaillons à rendre nos services utilisables par tous, y compris avec un lecteur d'écran ou au clavier.",
  },
];

export const joinUs: {
  title: string;
  text: string;
  client: Cta;
  careers: { label: string; href: string };
} = {
  title: "Rejoignez l'aventure",
  text: "Ouvrez votre compte en quelques minutes, ou proposez-nous votre talent : nous recrutons conseillers, analystes et ingénieurs à Paris.",
  client: { label: "Devenir Client", to: "/signup" },
  careers: { label: "Nous Rejoindre", href: "mailto:recrutement@aurore-banque.example" },
};

/** The page's section headings. */
export const aproposText = {
  historyTitle: "Notre histoire",
  figuresTitle: "Aurore Banque en chiffres",
  valuesTitle: "Nos valeurs",
  teamTitle: "Notre équipe de direction",
  milestonesTitle: "Les grandes étapes",
  commitmentsTitle: "Nos engagements",
};
