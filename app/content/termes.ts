import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, mediator, siteHost } from "./legal";
import { bank } from "@domain/bank";
import type { Cta } from "./types";
import { phoneIn } from "@domain/phone";

/** Who may open an account online (seed §9: 18+, French resident, legal capacity). */
export const eligibility = [
  "être âgé d'au moins 18 ans à la date de la demande ;",
  "résider en France ;",
  "être juridiquement capable, c'est-à-dire ne pas faire l'objet d'une mesure de tutelle ou de curatelle ;",
  "agir pour votre propre compte et à des fins non professionnelles.",
];

export const termsOfUse: LegalDocument = {
  hero: {
    eyebrow: "Informations légales",
    title: "Conditions générales d'utilisation",
    lead: `Les règles d'utilisation du site et de l'espace client d'${bank.name}, et les conditions à remplir pour ouvrir un compte en ligne.`,
  },
  updated: legalUpdate,
  sections: [
    {
      title: "Article 1 – Objet",
      paragraphs: [
        `Les présentes conditions générales d'utilisation (CGU) fixent les conditions d'accès et d'utilisation du site ${siteHost} et de l'espace client, édités par ${bank.legalName}, ${bank.capital}, dont le siège est situé ${bank.address}, ${bank.rcs}. ${bank.name} est un établissement de crédit agréé et contrôlé par l'${bank.supervisor}, et un intermédiaire en assurance immatriculé sous le numéro ${bank.orias}.`,
        "Les produits et services bancaires sont régis par leurs propres documents contractuels (convention de compte, contrat de crédit), qui prévalent sur les présentes CGU en cas de contradiction.",
      ],
    },
    {
      title: "Article 2 – Accès au site et à l'espace client",
      paragraphs: [
        "Le site est accessible gratuitement, 24 h/24 et 7 j/7, à toute personne disposant d'un accès à Internet. Les frais de connexion et le matériel restent à votre charge.",
        `L'espace client est réservé aux titulaires d'un compte, qui s'identifient avec leur adresse e-mail et leur mot de passe. ${bank.name} peut suspendre l'accès pour une opération de maintenance ou en cas de menace pour la sécurité, en limitant autant que possible la gêne occasionnée.`,
      ],
    },
    {
      title: "Article 3 – Conditions pour ouvrir un compte",
      paragraphs: ["Pour ouvrir un compte personnel en ligne, vous devez :"],
      list: eligibility,
    },
    {
      title: "Article 4 – Ouverture du compte",
      paragraphs: [
        "La demande se fait en ligne en trois étapes : vos informations personnelles, la sécurité de votre compte, puis la finalisation, au cours de laquelle vous acceptez les présentes conditions.",
        `Conformément à la réglementation sur la lutte contre le blanchiment de capitaux, ${bank.name} vérifie votre identité et votre domicile et peut vous demander des pièces justificatives. Le compte est ouvert après validation de votre dossier ; vous en êtes informé par e-mail.`,
        `${bank.name} peut refuser une ouverture de compte. Vous pouvez alors bénéficier de la procédure de droit au compte prévue par l'article L. 312-1 du Code monétaire et financier.`,
      ],
    },
    {
      title: "Article 5 – Sécurité de vos identifiants",
      paragraphs: [
        "Vos identifiants sont personnels et confidentiels. Vous vous engagez à les garder secrets et à choisir un mot de passe d'au moins 8 caractères comprenant des majuscules, des minuscules et des chiffres, que vous n'utilisez sur aucun autre site.",
        `Après plusieurs tentatives de connexion infructueuses, l'accès est temporairement bloqué pour vous protéger. Si vous soupçonnez une utilisation frauduleuse de vos identifiants, changez immédiatement votre mot de passe et prévenez-nous au ${phoneIn(bank.phones.customerService, "fr")}. ${bank.name} ne vous demandera jamais votre mot de passe.`,
      ],
    },
    {
      title: "Article 6 – Responsabilité",
      paragraphs: [
        `${bank.name} met en œuvre des moyens raisonnables pour assurer l'exactitude des informations publiées et la disponibilité du site. Les informations et simulations présentées sont données à titre indicatif et ne constituent ni une offre ferme ni un conseil personnalisé.`,
        `Sauf faute de sa part, ${bank.name} n'est pas responsable des dommages résultant d'une interruption du site, d'une utilisation non conforme aux présentes CGU ou de la divulgation de vos identifiants. Vous êtes responsable de la sécurité de votre matériel et de l'usage que vous faites du site.`,
      ],
    },
    {
      title: "Article 7 – Propriété intellectuelle",
      paragraphs: [
        `Le site et chacun de ses éléments (textes, logos, marques, graphismes, logiciels) sont la propriété d'${bank.name} ou font l'objet d'une autorisation d'utilisation. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par le Code de la propriété intellectuelle.`,
      ],
    },
    {
      title: "Article 8 – Droit de rétractation",
      paragraphs: [
        "Lorsque vous souscrivez un produit ou un service à distance, vous disposez d'un délai de 14 jours calendaires pour vous rétracter, sans avoir à justifier de motif ni à supporter de pénalité. Pour un crédit, ce délai court à compter de la signature de votre contrat de crédit.",
        `Pour exercer ce droit, écrivez-nous à ${bank.email} ou par lettre recommandée avec avis de réception au ${bank.address}.`,
      ],
    },
    {
      title: "Article 9 – Données personnelles",
      paragraphs: [
        "Le traitement de vos données personnelles, leurs durées de conservation et vos droits sont décrits dans notre politique de confidentialité.",
      ],
      links: [
        { label: "Lire la politique de confidentialité", href: "/politiquesConfidentialite" },
      ],
    },
    {
      title: "Article 10 – Droit applicable, réclamations et médiation",
      paragraphs: [
        "Les présentes CGU sont rédigées en français et soumises au droit français.",
        `En cas de désaccord, adressez d'abord une réclamation à votre conseiller ou à notre service client. Si le désaccord persiste, vous pouvez saisir gratuitement le ${mediator}, dans un délai d'un an à compter de votre réclamation écrite. À défaut de solution amiable, le litige relève des juridictions françaises compétentes.`,
      ],
      links: [
        {
          label: "Réclamations et médiation : page Assistance et avertissements",
          href: "/avertissements",
        },
      ],
    },
    {
      title: "Article 11 – Modification des CGU",
      paragraphs: [
        `${bank.name} peut modifier les présentes CGU. La version applicable est celle publiée sur le site au moment de votre visite ; sa date figure en haut de cette page.`,
      ],
    },
  ],
};

export const termsAcceptance: { title: string; text: string; cta: Cta } = {
  title: "Accepter les conditions",
  text: "Vous acceptez les présentes conditions générales d'utilisation lors de l'ouverture de votre compte, en cochant la case prévue à la dernière étape de l'inscription. Vous pouvez les relire à tout moment sur cette page.",
  cta: { label: "Accepter et ouvrir un compte", to: "/signup" },
};
