import { hydrateWhenReached } from "~/lib/whenReached";

/**
 * The forms at the bottom of the marketing pages, with their form library and rules, load when
 * the visitor reaches them (app/lib/whenReached.tsx).
 */
export const LeadForm = hydrateWhenReached(() =>
  import("./LeadForm").then((module) => module.LeadForm),
);
export const NewsletterBox = hydrateWhenReached(() =>
  import("./NewsletterBox").then((module) => module.NewsletterBox),
);
