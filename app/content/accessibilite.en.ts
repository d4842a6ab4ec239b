import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank } from "@domain/bank";
import { phoneIn } from "@domain/phone";

/** The date of the current version, written in English. */
const updated = { label: "1 November 2026", iso: legalUpdate.iso };

export const accessibilityEmail = "accessibilite@aurore-banque.example";

/** The status also shown in every footer; it must read the same in both places. */
export const conformityStatus = "partially compliant";

export const accessibilityStatement: LegalDocument = {
  hero: {
    eyebrow: "Accessibility",
    title: "Accessibility statement",
    lead: `${bank.name} is committed to making its website usable by everyone, whatever their disability, their device or the way they browse.`,
  },
  updated,
  sections: [
    {
      title: "Our commitment",
      paragraphs: [
        `${bank.name} is committed to making its online services accessible, in accordance with Article 47 of French Law No. 2005-102 of 11 February 2005 and with the accessibility requirements that have applied to banking services since 28 June 2025.`,
        `This accessibility statement applies to the website ${siteHost}. Our aim is level AA of the Web Content Accessibility Guidelines (WCAG 2.1), as incorporated into the Référentiel général d'amélioration de l'accessibilité (RGAA 4.1, the French accessibility framework).`,
      ],
    },
    {
      title: "Compliance status",
      paragraphs: [
        `The website ${siteHost} is ${conformityStatus} with RGAA 4.1.`,
        "This status is based on our own checks: a full RGAA compliance audit has not yet been carried out. This audit is under way, and its results, including the compliance rate, will be published on this page.",
      ],
    },
    {
      title: "Test results",
      paragraphs: [
        "Until the audit is complete, every page of the website is tested automatically with the axe tool for each new release. These tests detect some of the issues: insufficient contrast, images without a text alternative, headings in the wrong order, form fields without a label.",
        "Automated tests do not pick up every barrier and are no substitute for an audit carried out by experts with users of assistive technologies.",
      ],
    },
    {
      title: "Technologies used",
      paragraphs: ["The website's accessibility relies on the following technologies:"],
      list: ["HTML", "CSS", "JavaScript", "WAI-ARIA"],
    },
    {
      title: "Test environment",
      paragraphs: [
        "Automated checks are carried out with the axe-core library in the Chromium browser. Tests with screen readers and screen magnification software will be carried out during the audit.",
      ],
    },
    {
      title: "Non-accessible content",
      paragraphs: [
        "No instances of non-compliance have been documented to date, and no content is covered by an exemption. If the audit reveals any, they will be listed here, together with the planned fixes and their timetable.",
      ],
    },
    {
      title: "Preparation of this statement",
      paragraphs: [`This statement was drawn up on ${updated.label}.`],
    },
    {
      title: "Feedback and contact",
      paragraphs: [
        "If you are unable to access any content or service, please contact us: we will direct you to an accessible alternative or provide the content in another format.",
      ],
      list: [
        `by email: ${accessibilityEmail};`,
        `by post: ${bank.name}, Accessibilité, ${bank.address};`,
        `by phone: ${phoneIn(bank.phones.customerService, "en")}, Monday to Friday, 9 am to 6 pm (Paris time).`,
      ],
      links: [
        {
          label: `Report an accessibility issue: ${accessibilityEmail}`,
          href: `mailto:${accessibilityEmail}`,
        },
      ],
    },
    {
      title: "Remedies",
      paragraphs: [
        "If you have reported an accessibility issue to us that prevents you from accessing any content or service and you have not received a satisfactory response, you can refer the matter to the Défenseur des droits (the French Rights Defender):",
      ],
      list: [
        "using the Défenseur des droits online form;",
        "by contacting the Défenseur des droits delegate in your region;",
        "by post, free of charge and without a stamp: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
      ],
      links: [
        {
          label: "Contact the Défenseur des droits (online form)",
          href: "https://formulaire.defenseurdesdroits.fr/",
        },
      ],
    },
  ],
};
