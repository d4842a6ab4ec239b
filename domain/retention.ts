/**
 * How long personal data is kept, as `npm run retention` enforces it (server/services/retention.ts)
 * and the privacy policy and the forms state it: the texts say these very figures.
 */

/** A prospect's data (a lead, a request to be called back) is kept 3 years. */
export const LEAD_RETENTION_YEARS = 3;

/**
 * A credit not granted (refused, or withdrawn from) is kept this long after the decision or the
 * withdrawal, and an application left unfinished this long after its last change
 * (docs/decisions/012-credit-application.md). Signed loans are not touched.
 */
export const REFUSED_APPLICATION_RETENTION_MONTHS = 6;
export const ABANDONED_APPLICATION_RETENTION_MONTHS = 6;
