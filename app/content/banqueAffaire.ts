import type { Card, Hero, ProcessStep, LeadFormCopy, PageTab } from "./types";

export const banqueAffaireHero: Hero = {
  eyebrow: "Entreprise",
  title: "Banque d'affaires",
  lead: "Acquisitions, levées de fonds, financements structurés : nos banquiers conseils accompagnent les dirigeants dans les décisions qui engagent l'avenir de leur entreprise.",
  cta: { label: "Devenir client", to: "/signup" },
  highlights: ["Équipe dédiée à chaque mandat", "Stricte confidentialité", "Approche par secteur"],
};

export type BanqueAffaireTabId = "expertise" | "secteurs" | "accompagnement";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const banqueAffaireTabs: readonly PageTab<BanqueAffaireTabId>[] = [
  { id: "expertise", label: "Expertise" },
  { id: "secteurs", label: "Secteurs" },
  { id: "accompagnement", label: "Accompagnement" },
];

export const banqueAffaireDefaultTab: BanqueAffaireTabId = "expertise";

/** The page's headings around its content. */
export const banqueAffaireText = {
  tabsLabel: "Rubriques de la banque d'affaires",
  expertiseTitle: "Nos métiers",
  expertiseIntro:
    "Quatre expertises complémentaires, mobilisées selon la taille et la nature de votre opération.",
  sectorsTitle: "Les secteurs que nous accompagnons",
  sectorsIntro:
    "Nos équipes sont organisées par secteur pour comprendre vos enjeux, vos concurrents et vos investisseurs.",
  approachTitle: "Notre démarche d'accompagnement",
};

export const expertiseAreas: Card[] = [
  {
    title: "Fusions et acquisitions",
    text: "Nous vous conseillons pour acheter, vendre ou rapprocher des entreprises, de l'évaluation jusqu'à la signature.",
    bullets: [
      "Cession et transmission d'entreprise",
      "Recherche et analyse de cibles",
      "Évaluation et négociation",
    ],
  },
  {
    title: "Financements structurés",
    text: "Nous montons les financements de vos projets de croissance, seuls ou aux côtés d'autres banques.",
    bullets: [
      "Financement d'acquisition et LBO",
      "Dette senior et mezzanine",
      "Financement de projets",
    ],
  },
  {
    title: "Marchés de capitaux",
    text: "Nous préparons et plaçons vos opérations de haut de bilan auprès des investisseurs.",
    bullets: ["Introduction en bourse", "Augmentation de capital", "Émissions obligataires"],
  },
  {
    title: "Trésorerie et couverture",
    text: "Nous optimisons la gestion de vos liquidités et protégeons vos marges des variations de marché.",
    bullets: ["Centralisation de trésorerie", "Couverture de change", "Couverture de taux"],
  },
];

export const sectorsServed: Card[] = [
  {
    title: "Industrie",
    text: "Modernisation des sites de production, rachats de sous-traitants et consolidation des filières.",
  },
  {
    title: "Santé",
    text: "Regroupements de cliniques et de laboratoires, financement de la recherche et des équipements médicaux.",
  },
  {
    title: "Technologies",
    text: "Levées de fonds, croissance externe et préparation à l'introduction en bourse des éditeurs et des start-up.",
  },
  {
    title: "Énergie",
    text: "Financement de projets solaires, éoliens et de stockage, et accompagnement de la transition énergétique.",
  },
  {
    title: "Distribution",
    text: "Développement de réseaux de magasins, commerce en ligne et optimisation du besoin en fonds de roulement.",
  },
  {
    title: "Immobilier",
    text: "Acquisition et refinancement d'actifs professionnels, bureaux, commerces et plateformes logistiques.",
  },
];

export const supportApproach: ProcessStep[] = [
  {
    etape: 1,
    titre: "Diagnostic",
    description:
      "Nous analysons votre entreprise, son marché et vos objectifs, sous engagement de confidentialité.",
  },
  {
    etape: 2,
    titre: "Stratégie",
    description:
      "Nous vous présentons les options possibles, leur calendrier et leur coût, pour décider en connaissance de cause.",
  },
  {
    etape: 3,
    titre: "Exécution",
    description:
      "Une équipe dédiée conduit l'opération : documentation, négociations et coordination avec vos conseils.",
  },
  {
    etape: 4,
    titre: "Suivi",
    description:
      "Après la signature, nous restons à vos côtés pour l'intégration, le refinancement et vos projets suivants.",
  },
];

export const consultationForm: LeadFormCopy = {
  kind: "consultation",
  title: "Demander une consultation",
  intro:
    "Présentez-nous votre projet : un banquier conseil vous recontacte pour fixer un premier rendez-vous confidentiel.",
  submitLabel: "Envoyer ma demande",
};
