import type { LegalDocument } from "~/components/ui/LegalArticle";
import { dataProtectionOfficer, legalUpdate } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { RetentionPeriod } from "./politiquesConfidentialite";

export type { RetentionPeriod };

/** The date of the current version, written in English. */
const updated = { label: "1 November 2026", iso: legalUpdate.iso };

/** The Data Protection Officer's postal address, with its first line in English. */
const dataProtectionOfficerAddress = `Data Protection Officer, ${bank.name}, ${bank.address}`;

/** How long each kind of data is kept before it is deleted or anonymised. */
export const retentionPeriods: RetentionPeriod[] = [
  {
    id: "prospects",
    data: "Prospective customer data (contact requests, appointments, newsletter)",
    period: "3 years",
    startsFrom: "from the last contact",
  },
  {
    id: "clients",
    data: "Customer data",
    period: "5 years",
    startsFrom: "after the end of the relationship",
  },
  {
    id: "connectionLogs",
    data: "Connection data",
    period: "13 months",
    startsFrom: "from the date it is recorded",
  },
  {
    id: "creditApplications",
    data: "Loan applications that are not granted or are abandoned, with their supporting documents",
    period: "6 months",
    startsFrom: "from the refusal, the withdrawal or the last activity on the application",
  },
  {
    id: "signedLoans",
    data: "Signed loans, with their application and supporting documents",
    period: "the full term of the agreement, then 5 years",
    startsFrom: "after it ends",
  },
  {
    id: "supportingDocuments",
    data: "Other supporting documents",
    period: "5 years",
    startsFrom: "after the end of the relationship or of the transaction concerned",
  },
];

export const privacyPolicy: LegalDocument = {
  hero: {
    eyebrow: "Personal data",
    title: "Privacy policy",
    lead: `How ${bank.name} collects, uses and protects your personal data, how long we keep it and how to exercise your rights.`,
  },
  updated,
  sections: [
    {
      title: "Data controller",
      paragraphs: [
        `${bank.legalName}, with share capital of ${shareCapitalIn("en")}, whose registered office is at ${bank.address}, registered in the French trade and companies register under ${bank.rcs}, is the controller of the processing described in this policy. It complies with the General Data Protection Regulation (GDPR) and with the loi Informatique et Libertés (the French Data Protection Act).`,
        `Our Data Protection Officer (DPO) can be contacted by email at ${dataProtectionOfficer.email} or by post: ${dataProtectionOfficerAddress}.`,
      ],
      links: [
        {
          label: `Write to our Data Protection Officer: ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Data we collect",
      paragraphs: [
        "We collect only the data we need to provide our services. Mandatory fields on our forms are marked as such: without this information, we cannot process your request.",
      ],
      list: [
        "Identity and contact details: surname, first name, date of birth, gender, email address, phone number, country of residence.",
        "Banking and financial data: account currency and transactions, income and outgoings declared for a loan application.",
        "Supporting documents: proof of identity, proof of address, payslips, tax assessment notices.",
        "Connection data: IP address, date and time of logins, security logs.",
      ],
    },
    {
      title: "Purposes and legal bases",
      paragraphs: [
        "Each processing operation relies on one of the legal bases provided for by the GDPR:",
      ],
      list: [
        "Opening and managing your account, granting and monitoring your loans: the performance of the contract, or of pre-contractual steps taken at your request.",
        "Verifying your identity, combating money laundering and terrorist financing, meeting tax obligations: compliance with our legal obligations.",
        "Website security, fraud prevention, replies to your contact requests: our legitimate interest in protecting our customers and replying to prospective customers.",
        "Sending our newsletter and commercial offers by email: your consent, which you may withdraw at any time.",
      ],
    },
    {
      title: "Who receives your data",
      paragraphs: [
        `Your data is intended solely for ${bank.name} staff authorised to process it, within the limits of their duties. It may also be disclosed:`,
      ],
      list: [
        "to our technical service providers (hosting, email delivery), who are bound by contract and subject to a duty of confidentiality;",
        "to our insurance partners, when you take out optional insurance;",
        "to administrative and judicial authorities, in the cases provided for by law.",
      ],
    },
    {
      title: "How long we keep your data",
      paragraphs: [
        "We keep your data for as long as each purpose requires, then delete or anonymise it. We never sell or rent out your data.",
      ],
      list: retentionPeriods.map((item) => `${item.data}: ${item.period} ${item.startsFrom}.`),
    },
    {
      title: "Your rights",
      paragraphs: ["You have the following rights over your data at any time:"],
      list: [
        "the right to access your data and to obtain a copy of it;",
        "the right to have inaccurate or incomplete data corrected;",
        "the right to erasure, except where the law requires us to keep your data;",
        "the right to restrict processing;",
        "the right to portability of the data you have provided to us;",
        "the right to object, in particular to direct marketing, without having to give a reason;",
        "the right to set instructions on what happens to your data after your death.",
      ],
    },
    {
      title: "Exercising your rights",
      paragraphs: [
        `Write to our Data Protection Officer at ${dataProtectionOfficer.email}, or by post to our registered office address, stating what your request concerns. If we have reasonable doubts about your identity, we may ask you for proof of it.`,
        "We will reply within one month. This period may be extended by two months for a complex request, in which case we will let you know.",
      ],
      links: [
        {
          label: `Exercise your rights by email: ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Complaints to the CNIL",
      paragraphs: [
        "If, after contacting us, you consider that your rights have not been respected, you may lodge a complaint with the Commission nationale de l'informatique et des libertés (CNIL, the French data protection authority), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, or online.",
      ],
      links: [
        {
          label: "Lodge a complaint online with the CNIL",
          href: "https://www.cnil.fr/fr/plaintes",
        },
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Our website uses only one cookie: the session cookie, which is strictly necessary and keeps you logged in to online banking. It is set only when you log in and expires at the end of your session: after 30 minutes of inactivity, and no later than 12 hours after you log in. If you tick ‘Remember me’, it remains valid when you close your browser, within the same limits, and your email address is stored in your browser to pre-fill the login form.",
        "As this cookie is essential to the service you have requested, it does not require your consent. We use no advertising cookies, no audience measurement trackers and no social media sharing buttons.",
      ],
    },
    {
      title: "Data security",
      paragraphs: [
        "We protect your data with appropriate technical and organisational measures: encrypted connections, passwords stored in a hashed form that no one can read, a limit on login attempts, access restricted to authorised staff, and logging of access.",
      ],
    },
    {
      title: "Transfers outside the European Union",
      paragraphs: [
        "Your data is hosted and processed within the European Union. No data is transferred outside the European Union.",
      ],
    },
    {
      title: "Changes to this policy",
      paragraphs: [
        "We may update this policy; the date of its latest update appears at the top of this page. If we make a significant change, we will let you know by email or in your online banking.",
      ],
    },
  ],
};
