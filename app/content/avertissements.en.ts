import type { LegalDocument } from "~/components/ui/LegalArticle";
import { creditMentions } from "./creditMentions.en";
import { legalUpdate } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";

/** The date of the current version, written in English. */
const updated = { label: "1 November 2026", iso: legalUpdate.iso };

/** The bank's mediator, written in English with the French name a letter should bear. */
const mediator = `the ${bank.name} Mediator (Médiateur d'${bank.name}), ${bank.address}`;

/** Our advisers' opening hours, as the site's footer gives them. */
const phoneHours = "Monday to Friday, 9 am to 6 pm (Paris time)";

/** The customer service and card blocking lines, as the page's readers dial them. */
const phone = phoneIn(bank.phones.customerService, "en");
const cardBlockingPhone = phoneIn(bank.phones.cardBlocking, "en");

export const assistance: LegalDocument = {
  hero: {
    eyebrow: "Help",
    title: "Help and warnings",
    lead: "How to contact us, protect yourself against fraud, block your card or make a complaint: everything you need to use our services with complete peace of mind.",
  },
  updated,
  sections: [
    {
      title: "Contact us",
      paragraphs: [
        `Our advisers are available on ${phone}, ${phoneHours}, at the cost of a call to France.`,
        `You can also email us at ${bank.email}: we reply within 48 working hours.`,
        "If you are a customer, we recommend using the secure messaging service in your online banking: your conversations remain confidential and are kept in your history.",
      ],
      links: [
        { label: `Call ${phone}`, href: phoneHref(bank.phones.customerService) },
        { label: `Email ${bank.email}`, href: `mailto:${bank.email}` },
        { label: "Go to your online banking", href: "/login" },
      ],
    },
    {
      title: "Protect yourself against fraud",
      paragraphs: [
        "Fraudsters pretend to be an adviser, our security team or an official body in order to obtain your codes: this is known as phishing, and it can come by email, text message or phone.",
        `${bank.name} will never ask you for your password, your card PIN or a verification code received by text message, whether by phone, by email or by text message.`,
      ],
      list: [
        "Never give your login details or codes to anyone, even someone who claims to work for the bank.",
        "Be wary of messages that urge you to act quickly: do not click on their links, and type our website address in yourself.",
        "Never approve a transaction or a new payee that you did not request yourself.",
        `If in doubt, hang up and call us back on ${phone}. If you have given out your codes, change your password immediately.`,
      ],
    },
    {
      title: "Blocking your card",
      paragraphs: [
        `If your card is lost, stolen or used fraudulently, block it straight away by calling our card blocking line on ${cardBlockingPhone}, available 24 hours a day, 7 days a week.`,
        "Blocking takes effect immediately: your card can no longer be used, and you can order a new one straight away.",
      ],
      links: [
        {
          label: `Block your card by phone: ${cardBlockingPhone}`,
          href: phoneHref(bank.phones.cardBlocking),
        },
      ],
    },
    {
      title: "Disputing a transaction",
      paragraphs: [
        "In the event of theft or fraudulent use, you should also report it to the police or the gendarmerie and keep the receipt you are given.",
        "You have 13 months from the date of the debit to dispute a transaction that you did not authorise. Unauthorised transactions are refunded under the conditions laid down in the Code monétaire et financier (French Monetary and Financial Code).",
      ],
    },
    {
      title: "Complaints and mediation",
      paragraphs: [
        `If you wish to make a complaint, please contact your adviser first, then our Complaints department by email at ${bank.email} or by post at ${bank.address}.`,
        "We will acknowledge your complaint within 10 business days and reply within two months at most. For a payment service, you will receive our reply within 15 business days, or within 35 business days at most in exceptional circumstances.",
        `If you are not satisfied with our reply, or have not received one within these time limits, you may refer the matter, free of charge, to ${mediator}, within one year of your written complaint. The mediator gives an opinion within 90 days of receiving a complete file.`,
      ],
    },
    {
      title: "Credit warnings",
      creditWarning: true,
      paragraphs: [creditMentions.simulation, creditMentions.withdrawal],
      list: [
        "The insurance offered with our loans is optional: you can choose equivalent cover from the insurer of your choice.",
        "The annual percentage rate of charge (APR, or TAEG in French) shown in each offer includes all the mandatory costs of the loan.",
      ],
    },
    {
      title: "Savings and investment warnings",
      paragraphs: [
        "All investments carry a risk of capital loss. Past performance is not a reliable indicator of future performance. The value of investments in shares, unit-linked funds (unités de compte) or units in SCPIs (French property investment companies) can go down as well as up.",
        "Before investing, read the key information document for the investment and check that it suits your circumstances, your investment horizon and your tolerance for risk.",
        "The interest rates on regulated savings accounts (livrets réglementés) are set by the French authorities and may change. Your deposits are protected by the Fonds de garantie des dépôts et de résolution (the French deposit guarantee scheme) up to €100,000 per depositor.",
      ],
    },
    {
      title: "Regulatory information",
      paragraphs: [
        `${bank.legalName}, with share capital of ${shareCapitalIn("en")}, whose registered office is at ${bank.address}, is registered in the French trade and companies register under ${bank.rcs}.`,
        `Credit institution authorised and supervised by the Autorité de contrôle prudentiel et de résolution (ACPR, the French banking supervisor), 4 place de Budapest, 75009 Paris. Insurance intermediary entered in the French register of insurance intermediaries under number ${bank.orias}.`,
      ],
    },
  ],
};
