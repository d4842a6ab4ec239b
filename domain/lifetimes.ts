/**
 * How long a session and the links mailed to a customer last: the server enforces them
 * (server/services/sessions.ts, account-tokens.ts, subscribers.ts) and the pages, messages and
 * mails say them from here, so that no text can promise another length than the one that applies.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * DECISIONS.md "Sign-in" (ASVS 4.0.3 3.3.2, level 2): every session ends after 30 minutes idle and
 * 12 hours at most. "Se souvenir de moi" only keeps it across browser restarts within those limits.
 */
export const sessionLifetimes = {
  idleMs: 30 * MINUTE,
  maxMs: 12 * HOUR,
} as const;

/** How long a link mailed for an account works, by its purpose, in milliseconds. */
export const accountLinkLifetimes = {
  password_reset: 30 * MINUTE,
  email_verification: 48 * HOUR,
} as const;

/** How long the link that confirms a newsletter subscription works, as its mail says. */
export const newsletterConfirmationMs = 48 * HOUR;

/** A lifetime in minutes, as a text states it. */
export const inMinutes = (ms: number) => ms / MINUTE;

/** A lifetime in hours, as a text states it. */
export const inHours = (ms: number) => ms / HOUR;
