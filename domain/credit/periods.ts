/**
 * The Consumer Code's periods of a credit contract (docs/decisions/012-credit-application.md),
 * apart from the journey's rules (workflow.ts) and its Paris calendar, so that a public page that
 * states a period loads nothing else: the pages, the messages and the mails say the very figures
 * the server enforces.
 */

/** The offer binds the bank 15 days from its issue (art. L312-18). */
export const offerValidityDays = 15;

/** The borrower may withdraw within 14 calendar days from accepting the offer (art. L312-19). */
export const withdrawalPeriodDays = 14;

/** No funds are released in the 7 days from the acceptance (art. L312-25). */
export const releaseDelayDays = 7;

/**
 * A borrower who withdraws repays the capital released and its interest within 30 calendar days
 * of the withdrawal (art. L312-28).
 */
export const withdrawalRepaymentDays = 30;
