import { commonText } from "~/content/common.i18n";
import { formsText } from "~/content/forms.i18n";
import { pageLocale } from "~/i18n/locale";
import { hydrateWhenReached } from "~/lib/whenReached";

/**
 * The forms at the bottom of the marketing pages, with their form library and rules, load when
 * the visitor reaches them (app/lib/whenReached.tsx). Their texts come with their code: a form
 * that waited for them once drawn would leave its place empty meanwhile.
 */
export const LeadForm = hydrateWhenReached(() =>
  Promise.all([
    import("./LeadForm"),
    commonText.load(pageLocale()),
    formsText.load(pageLocale()),
    // Imported here rather than above: the lead forms' words would otherwise join the shared
    // chunk every page loads (1 KB), where only the pages with a lead form, once it is reached,
    // need them.
    import("~/content/leadForms.i18n").then(({ leadFormsText }) =>
      leadFormsText.load(pageLocale()),
    ),
  ]).then(([module]) => module.LeadForm),
);
export const NewsletterBox = hydrateWhenReached(() =>
  Promise.all([import("./NewsletterBox"), commonText.load(pageLocale())]).then(
    ([module]) => module.NewsletterBox,
  ),
);
