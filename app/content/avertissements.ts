import type { LegalDocument } from "~/components/ui/LegalArticle";
import { simulationNotice, withdrawalNotice } from "./credit";
import { investmentRiskNotice, legalUpdate, mediator } from "./legal";
import { bank } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";

/** The customer service and card blocking lines, as the page's readers dial them. */
const phone = phoneIn(bank.phones.customerService, "fr");
const cardBlockingPhone = phoneIn(bank.phones.cardBlocking, "fr");

export const assistance: LegalDocument = {
  hero: {
    eyebrow: "Assistance",
    title: "Assistance et avertissements",
    lead: "Comment nous joindre, vous protéger contre la fraude, faire opposition sur votre carte ou présenter une réclamation : l'essentiel pour utiliser nos services en toute sérénité.",
  },
  updated: legalUpdate,
  sections: [
    {
      title: "Nous contacter",
      paragraphs: [
        `Nos conseillers vous répondent au ${phone}, ${bank.phoneHours} (prix d'un appel local).`,
        `Vous pouvez aussi nous écrire à ${bank.email} : nous vous répondons sous 48 heures ouvrées.`,
        "Si vous êtes client, privilégiez la messagerie sécurisée de votre espace client : vos échanges y restent confidentiels et sont conservés dans votre historique.",
      ],
      links: [
        { label: `Appeler le ${phone}`, href: phoneHref(bank.phones.customerService) },
        { label: `Écrire à ${bank.email}`, href: `mailto:${bank.email}` },
        { label: "Accéder à votre espace client", href: "/login" },
      ],
    },
    {
      title: "Se protéger contre la fraude",
      paragraphs: [
        "Des fraudeurs se font passer pour un conseiller, pour notre service de sécurité ou pour un organisme officiel afin d'obtenir vos codes : c'est l'hameçonnage, par e-mail, SMS ou téléphone.",
        `${bank.name} ne vous demandera jamais votre mot de passe, le code confidentiel de votre carte ou un code de validation reçu par SMS, ni par téléphone, ni par e-mail, ni par SMS.`,
      ],
      list: [
        "Ne communiquez jamais vos identifiants ni vos codes, à personne, même à un interlocuteur qui se présente comme un salarié de la banque.",
        "Méfiez-vous des messages qui vous pressent d'agir : ne cliquez pas sur leurs liens et saisissez vous-même l'adresse de notre site.",
        "Ne validez jamais une opération ou l'ajout d'un bénéficiaire que vous n'avez pas demandé vous-même.",
        `En cas de doute, raccrochez et rappelez-nous au ${phone}. Si vous avez communiqué vos codes, changez immédiatement votre mot de passe.`,
      ],
    },
    {
      title: "Faire opposition sur votre carte",
      paragraphs: [
        `En cas de perte, de vol ou d'utilisation frauduleuse de votre carte, faites opposition sans attendre en appelant notre service d'opposition au ${cardBlockingPhone}, joignable 24 h/24 et 7 j/7.`,
        "L'opposition est immédiate : votre carte ne peut plus être utilisée et vous pouvez commander une nouvelle carte dans la foulée.",
      ],
      links: [
        {
          label: `Faire opposition par téléphone : ${cardBlockingPhone}`,
          href: phoneHref(bank.phones.cardBlocking),
        },
      ],
    },
    {
      title: "Contester une opération",
      paragraphs: [
        "En cas de vol ou d'utilisation frauduleuse, déposez également plainte auprès de la police ou de la gendarmerie et conservez le récépissé.",
        "Vous disposez de 13 mois à compter de la date de débit pour contester une opération que vous n'avez pas autorisée. Les opérations non autorisées vous sont remboursées dans les conditions prévues par le Code monétaire et financier.",
      ],
    },
    {
      title: "Réclamations et médiation",
      paragraphs: [
        `Pour toute réclamation, contactez d'abord votre conseiller, puis notre service Réclamations par e-mail à ${bank.email} ou par courrier au ${bank.address}.`,
        "Nous accusons réception de votre réclamation sous 10 jours ouvrables et vous répondons dans un délai de deux mois au plus. Pour un service de paiement, la réponse vous parvient sous 15 jours ouvrables, ou 35 jours ouvrables au plus dans des situations exceptionnelles.",
        `Si la réponse ne vous satisfait pas, ou sans réponse dans ces délais, vous pouvez saisir gratuitement le ${mediator}, dans un délai d'un an à compter de votre réclamation écrite. Le médiateur rend son avis dans les 90 jours qui suivent la réception d'un dossier complet.`,
      ],
    },
    {
      title: "Avertissements sur le crédit",
      creditWarning: true,
      paragraphs: [simulationNotice, withdrawalNotice],
      list: [
        "Les assurances proposées avec nos crédits sont facultatives : vous pouvez choisir une assurance équivalente auprès de l'assureur de votre choix.",
        "Le taux annuel effectif global (TAEG) indiqué dans chaque offre comprend l'ensemble des frais obligatoires du crédit.",
      ],
    },
    {
      title: "Avertissements sur l'épargne et l'investissement",
      paragraphs: [
        `${investmentRiskNotice} La valeur des placements en actions, en unités de compte ou en parts de SCPI peut baisser comme monter.`,
        "Avant d'investir, lisez le document d'informations clés du support et vérifiez que le placement correspond à votre situation, à votre horizon de placement et à votre tolérance au risque.",
        "Les taux des livrets réglementés sont fixés par les pouvoirs publics et peuvent évoluer. Vos dépôts sont couverts par le Fonds de garantie des dépôts et de résolution dans la limite de 100 000 € par déposant.",
      ],
    },
    {
      title: "Informations réglementaires",
      paragraphs: [
        `${bank.legalName}, ${bank.capital}, dont le siège est situé ${bank.address}, est immatriculée au ${bank.rcs}.`,
        `Établissement de crédit agréé et contrôlé par l'${bank.supervisor}. Intermédiaire en assurance immatriculé sous le numéro ${bank.orias}.`,
      ],
    },
  ],
};
