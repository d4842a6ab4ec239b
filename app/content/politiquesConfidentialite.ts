import type { LegalDocument } from "~/components/ui/LegalArticle";
import { dataProtectionOfficer, legalUpdate } from "./legal";
import { bank } from "@domain/bank";

export interface RetentionPeriod {
  id:
    | "prospects"
    | "clients"
    | "connectionLogs"
    | "creditApplications"
    | "signedLoans"
    | "supportingDocuments";
  data: string;
  period: string;
  startsFrom: string;
}

/** How long each kind of data is kept before it is deleted or anonymised. */
export const retentionPeriods: RetentionPeriod[] = [
  {
    id: "prospects",
    data: "Données des prospects (demandes de contact, rendez-vous, newsletter)",
    period: "3 ans",
    startsFrom: "à compter du dernier contact",
  },
  {
    id: "clients",
    data: "Données des clients",
    period: "5 ans",
    startsFrom: "après la fin de la relation",
  },
  {
    id: "connectionLogs",
    data: "Données de connexion",
    period: "13 mois",
    startsFrom: "à compter de leur enregistrement",
  },
  {
    id: "creditApplications",
    data: "Demandes de crédit non accordées ou abandonnées, avec leurs justificatifs",
    period: "6 mois",
    startsFrom: "à compter du refus, de la rétractation ou de la dernière activité sur la demande",
  },
  {
    id: "signedLoans",
    data: "Crédits signés, avec leur demande et leurs justificatifs",
    period: "toute la durée du contrat, puis 5 ans",
    startsFrom: "après sa fin",
  },
  {
    id: "supportingDocuments",
    data: "Autres pièces justificatives",
    period: "5 ans",
    startsFrom: "après la fin de la relation ou de l'opération concernée",
  },
];

export const privacyPolicy: LegalDocument = {
  hero: {
    eyebrow: "Données personnelles",
    title: "Politique de confidentialité",
    lead: `Comment ${bank.name} collecte, utilise et protège vos données personnelles, combien de temps nous les conservons et comment exercer vos droits.`,
  },
  updated: legalUpdate,
  sections: [
    {
      title: "Responsable du traitement",
      paragraphs: [
        `${bank.legalName}, ${bank.capital}, dont le siège est situé ${bank.address}, immatriculée au ${bank.rcs}, est responsable des traitements décrits dans cette politique. Elle applique le règlement général sur la protection des données (RGPD) et la loi Informatique et Libertés.`,
        `Notre délégué à la protection des données (DPO) est joignable par e-mail à ${dataProtectionOfficer.email} ou par courrier : ${dataProtectionOfficer.address}.`,
      ],
      links: [
        {
          label: `Écrire au délégué à la protection des données : ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Données que nous collectons",
      paragraphs: [
        "Nous collectons uniquement les données nécessaires à nos services. Les champs obligatoires des formulaires sont signalés : sans ces informations, nous ne pouvons pas traiter votre demande.",
      ],
      list: [
        "Identité et coordonnées : nom, prénom, date de naissance, genre, adresse e-mail, numéro de téléphone, pays de résidence.",
        "Données bancaires et financières : devise et opérations du compte, revenus et charges déclarés pour une demande de crédit.",
        "Pièces justificatives : pièce d'identité, justificatif de domicile, bulletins de salaire, avis d'imposition.",
        "Données de connexion : adresse IP, date et heure des connexions, journaux de sécurité.",
      ],
    },
    {
      title: "Finalités et bases légales",
      paragraphs: ["Chaque traitement repose sur l'une des bases légales prévues par le RGPD :"],
      list: [
        "Ouverture et gestion de votre compte, octroi et suivi de vos crédits : l'exécution du contrat ou de mesures précontractuelles prises à votre demande.",
        "Vérification de votre identité, lutte contre le blanchiment de capitaux et le financement du terrorisme, obligations fiscales : le respect de nos obligations légales.",
        "Sécurité du site, prévention de la fraude, réponse à vos demandes de contact : notre intérêt légitime à protéger nos clients et à répondre aux prospects.",
        "Envoi de la newsletter et d'offres commerciales par e-mail : votre consentement, que vous pouvez retirer à tout moment.",
      ],
    },
    {
      title: "Destinataires des données",
      paragraphs: [
        `Vos données sont destinées aux seuls collaborateurs d'${bank.name} habilités à les traiter, dans la limite de leurs attributions. Elles peuvent aussi être communiquées :`,
      ],
      list: [
        "à nos prestataires techniques (hébergement, envoi d'e-mails), liés par contrat et tenus à la confidentialité ;",
        "à nos partenaires assureurs, lorsque vous souscrivez une assurance facultative ;",
        "aux autorités administratives et judiciaires, dans les cas prévus par la loi.",
      ],
    },
    {
      title: "Durées de conservation",
      paragraphs: [
        "Nous conservons vos données le temps nécessaire à chaque finalité, puis nous les supprimons ou les anonymisons. Nous ne vendons ni ne louons jamais vos données.",
      ],
      list: retentionPeriods.map((item) => `${item.data} : ${item.period} ${item.startsFrom}.`),
    },
    {
      title: "Vos droits",
      paragraphs: ["Vous disposez à tout moment des droits suivants sur vos données :"],
      list: [
        "droit d'accès à vos données et d'en obtenir une copie ;",
        "droit de rectification des données inexactes ou incomplètes ;",
        "droit à l'effacement, sauf lorsque la loi nous impose de les conserver ;",
        "droit à la limitation du traitement ;",
        "droit à la portabilité des données que vous nous avez fournies ;",
        "droit d'opposition, notamment à la prospection commerciale, sans avoir à vous justifier ;",
        "droit de définir des directives relatives au sort de vos données après votre décès.",
      ],
    },
    {
      title: "Exercer vos droits",
      paragraphs: [
        `Écrivez à notre délégué à la protection des données à ${dataProtectionOfficer.email} ou par courrier à l'adresse de notre siège, en précisant l'objet de votre demande. En cas de doute raisonnable sur votre identité, nous pouvons vous demander un justificatif.`,
        "Nous vous répondons dans un délai d'un mois, qui peut être prolongé de deux mois pour une demande complexe ; nous vous en informons alors.",
      ],
      links: [
        {
          label: `Exercer vos droits par e-mail : ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Réclamation auprès de la CNIL",
      paragraphs: [
        "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne.",
      ],
      links: [
        {
          label: "Adresser une plainte en ligne à la CNIL",
          href: "https://www.cnil.fr/fr/plaintes",
        },
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Notre site n'utilise qu'un seul cookie : le cookie de session, strictement nécessaire, qui vous garde connecté à votre espace client. Il n'est déposé que lorsque vous vous connectez et expire à la fin de votre session : après 30 minutes sans activité et au plus tard 12 heures après la connexion. Si vous cochez « Se souvenir de moi », il reste valable si vous fermez votre navigateur, dans les mêmes limites, et votre adresse email est conservée dans votre navigateur pour pré-remplir la connexion.",
        "Ce cookie étant indispensable au service que vous demandez, il ne requiert pas votre consentement. Nous n'utilisons aucun cookie publicitaire, aucun traceur de mesure d'audience et aucun bouton de partage de réseau social.",
      ],
    },
    {
      title: "Sécurité des données",
      paragraphs: [
        "Nous protégeons vos données par des mesures techniques et organisationnelles adaptées : connexion chiffrée, mots de passe enregistrés sous une forme hachée que personne ne peut relire, limitation des tentatives de connexion, accès réservé aux collaborateurs habilités et journalisation des accès.",
      ],
    },
    {
      title: "Transferts hors de l'Union européenne",
      paragraphs: [
        "Vos données sont hébergées et traitées au sein de l'Union européenne. Aucun transfert n'est effectué en dehors de l'Union européenne.",
      ],
    },
    {
      title: "Évolution de cette politique",
      paragraphs: [
        "Nous pouvons faire évoluer cette politique ; la date de sa dernière mise à jour figure en haut de cette page. En cas de changement important, nous vous en informons par e-mail ou dans votre espace client.",
      ],
    },
  ],
};
