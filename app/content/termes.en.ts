import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { Cta } from "./types";
import { phoneIn } from "@domain/phone";

/** The date of the current version, written in English. */
const updated = { label: "1 November 2026", iso: legalUpdate.iso };

/** The bank's mediator, written in English with the French name a letter should bear. */
const mediator = `the ${bank.name} Mediator (Médiateur d'${bank.name}), ${bank.address}`;

/** Who may open an account online (seed §9: 18+, French resident, legal capacity). */
export const eligibility = [
  "be at least 18 years old on the date of your application;",
  "be resident in France;",
  "have full legal capacity, which means you must not be under a guardianship or curatorship order (tutelle or curatelle);",
  "be acting on your own behalf and for non-business purposes.",
];

export const termsOfUse: LegalDocument = {
  hero: {
    eyebrow: "Legal information",
    title: "Terms and conditions of use",
    lead: `The rules for using the ${bank.name} website and online banking, and the conditions you must meet to open an account online.`,
  },
  updated,
  sections: [
    {
      title: "Article 1 – Purpose",
      paragraphs: [
        `These terms and conditions of use set out how you may access and use the website ${siteHost} and online banking, both published by ${bank.legalName}, with share capital of ${shareCapitalIn("en")}, whose registered office is at ${bank.address}, registered in the French trade and companies register under ${bank.rcs}. ${bank.name} is a credit institution authorised and supervised by the Autorité de contrôle prudentiel et de résolution (ACPR, the French banking supervisor), 4 place de Budapest, 75009 Paris, and an insurance intermediary entered in the French register of insurance intermediaries under number ${bank.orias}.`,
        "Our banking products and services are governed by their own contractual documents (account agreement, credit agreement), which take precedence over these terms in the event of any conflict.",
      ],
    },
    {
      title: "Article 2 – Access to the website and online banking",
      paragraphs: [
        "The website is available free of charge, 24 hours a day, 7 days a week, to anyone with internet access. Connection costs and equipment remain your responsibility.",
        `Online banking is reserved for account holders, who log in with their email address and password. ${bank.name} may suspend access for maintenance or if security is under threat, keeping any inconvenience to a minimum.`,
      ],
    },
    {
      title: "Article 3 – Who can open an account",
      paragraphs: ["To open a personal account online, you must:"],
      list: eligibility,
    },
    {
      title: "Article 4 – Opening your account",
      paragraphs: [
        "You apply online in three steps: your personal details, your account security and, finally, completion, when you accept these terms.",
        `In accordance with anti-money laundering regulations, ${bank.name} verifies your identity and address and may ask you for supporting documents. Your account is opened once your application has been approved, and we will let you know by email.`,
        `${bank.name} may refuse to open an account. In that case, you may use the right-to-an-account procedure (droit au compte) provided for in Article L. 312-1 of the Code monétaire et financier (French Monetary and Financial Code).`,
      ],
    },
    {
      title: "Article 5 – Keeping your login details secure",
      paragraphs: [
        "Your login details are personal and confidential. You agree to keep them secret and to choose a password of at least 8 characters, including upper-case letters, lower-case letters and numbers, that you do not use on any other website.",
        `After several unsuccessful login attempts, access is temporarily blocked to protect you. If you suspect that your login details have been used fraudulently, change your password immediately and let us know on ${phoneIn(bank.phones.customerService, "en")}. ${bank.name} will never ask you for your password.`,
      ],
    },
    {
      title: "Article 6 – Liability",
      paragraphs: [
        `${bank.name} takes reasonable steps to ensure that the information published is accurate and that the website is available. The information and simulations shown are for guidance only and constitute neither a firm offer nor personalised advice.`,
        `Except where it is at fault, ${bank.name} is not liable for any loss or damage resulting from an interruption of the website, from use that does not comply with these terms or from the disclosure of your login details. You are responsible for the security of your equipment and for the use you make of the website.`,
      ],
    },
    {
      title: "Article 7 – Intellectual property",
      paragraphs: [
        `The website and each of its elements (text, logos, trade marks, graphics, software) are the property of ${bank.name} or are used with permission. Any reproduction or representation, in whole or in part, without prior written permission is prohibited and constitutes an infringement (contrefaçon) punishable under the Code de la propriété intellectuelle (French Intellectual Property Code).`,
      ],
    },
    {
      title: "Article 8 – Right of withdrawal",
      paragraphs: [
        "When you take out a product or service at a distance, you have 14 calendar days in which to withdraw, without having to give a reason or pay a penalty. For a loan, this period runs from the signature of your credit agreement.",
        `To exercise this right, email us at ${bank.email} or write to us by registered letter with acknowledgement of receipt at ${bank.address}.`,
      ],
    },
    {
      title: "Article 9 – Personal data",
      paragraphs: [
        "How we process your personal data, how long we keep it and your rights are described in our privacy policy.",
      ],
      links: [{ label: "Read our privacy policy", href: "/politiquesConfidentialite" }],
    },
    {
      title: "Article 10 – Governing law, complaints and mediation",
      paragraphs: [
        "These terms are written in French and governed by French law.",
        `If you disagree with us, please first send a complaint to your adviser or to our customer service team. If the disagreement continues, you may refer the matter, free of charge, to ${mediator}, within one year of your written complaint. If no amicable solution is found, the dispute will fall within the jurisdiction of the competent French courts.`,
      ],
      links: [
        {
          label: "Complaints and mediation: see our Help page",
          href: "/avertissements",
        },
      ],
    },
    {
      title: "Article 11 – Changes to these terms",
      paragraphs: [
        `${bank.name} may amend these terms. The version that applies is the one published on the website at the time of your visit; its date appears at the top of this page.`,
      ],
    },
  ],
};

export const termsAcceptance: { title: string; text: string; cta: Cta } = {
  title: "Accepting these terms",
  text: "You accept these terms and conditions of use when you open your account, by ticking the box provided at the final step of the sign-up process. You can read them again at any time on this page.",
  cta: { label: "Accept and open an account", to: "/signup" },
};
