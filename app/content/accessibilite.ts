import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank } from "@domain/bank";
import { phoneIn } from "@domain/phone";

export const accessibilityEmail = "accessibilite@aurore-banque.example";

/** The status also shown in every footer; it must read the same in both places. */
export const conformityStatus: string = "partiellement conforme";

export const accessibilityStatement: LegalDocument = {
  hero: {
    eyebrow: "Accessibilité",
    title: "Déclaration d'accessibilité",
    lead: `${bank.name} s'engage à rendre son site utilisable par tous, quels que soient le handicap, l'appareil ou la façon de naviguer de chacun.`,
  },
  updated: legalUpdate,
  sections: [
    {
      title: "Notre engagement",
      paragraphs: [
        `${bank.name} s'engage à rendre ses services en ligne accessibles, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005 et aux exigences d'accessibilité applicables aux services bancaires depuis le 28 juin 2025.`,
        `Cette déclaration d'accessibilité s'applique au site ${siteHost}. Notre objectif est le niveau AA des règles pour l'accessibilité des contenus Web (WCAG 2.1), repris par le référentiel général d'amélioration de l'accessibilité (RGAA 4.1).`,
      ],
    },
    {
      title: "État de conformité",
      paragraphs: [
        `Le site ${siteHost} est ${conformityStatus} avec le RGAA 4.1.`,
        "Ce statut repose sur nos propres vérifications : un audit complet de conformité au RGAA n'a pas encore été réalisé. Cet audit est en cours ; ses résultats, dont le taux de conformité, seront publiés sur cette page.",
      ],
    },
    {
      title: "Résultats des tests",
      paragraphs: [
        "En attendant l'audit, chaque page du site est testée automatiquement avec l'outil axe à chaque nouvelle version. Ces tests détectent une partie des défauts : contrastes insuffisants, images sans alternative textuelle, titres mal hiérarchisés, champs de formulaire sans intitulé.",
        "Les tests automatisés ne repèrent pas tous les obstacles et ne remplacent pas un audit mené par des experts avec des utilisateurs de technologies d'assistance.",
      ],
    },
    {
      title: "Technologies utilisées",
      paragraphs: ["L'accessibilité du site repose sur les technologies suivantes :"],
      list: ["HTML", "CSS", "JavaScript", "WAI-ARIA"],
    },
    {
      title: "Environnement de test",
      paragraphs: [
        "Les vérifications automatisées sont réalisées avec la bibliothèque axe-core dans le navigateur Chromium. Les tests avec des lecteurs d'écran et des logiciels d'agrandissement seront menés lors de l'audit.",
      ],
    },
    {
      title: "Contenus non accessibles",
      paragraphs: [
        "Aucune non-conformité n'est documentée à ce jour, et aucun contenu ne fait l'objet d'une dérogation. Si l'audit en révèle, elles seront listées ici avec les corrections prévues et leur calendrier.",
      ],
    },
    {
      title: "Établissement de cette déclaration",
      paragraphs: [`Cette déclaration a été établie le ${legalUpdate.label}.`],
    },
    {
      title: "Retour d'information et contact",
      paragraphs: [
        "Si vous ne parvenez pas à accéder à un contenu ou à un service, contactez-nous : nous vous orienterons vers une alternative accessible ou vous fournirons le contenu sous une autre forme.",
      ],
      list: [
        `par e-mail : ${accessibilityEmail} ;`,
        `par courrier : ${bank.name}, Accessibilité, ${bank.address} ;`,
        `par téléphone : ${phoneIn(bank.phones.customerService, "fr")}, ${bank.phoneHours}.`,
      ],
      links: [
        {
          label: `Signaler un défaut d'accessibilité : ${accessibilityEmail}`,
          href: `mailto:${accessibilityEmail}`,
        },
      ],
    },
    {
      title: "Voies de recours",
      paragraphs: [
        "Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :",
      ],
      list: [
        "par le formulaire en ligne du Défenseur des droits ;",
        "en contactant le délégué du Défenseur des droits dans votre région ;",
        "par courrier, gratuit et sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
      ],
      links: [
        {
          label: "Écrire au Défenseur des droits (formulaire en ligne)",
          href: "https://formulaire.defenseurdesdroits.fr/",
        },
      ],
    },
  ],
};
