import type { SiteMessageKey } from "../i18n/messages";

/**
 * What the required fields of the login, newsletter and password-reset forms say left empty, by
 * catalog key: the pages draw these messages hidden next to their fields (decision 038). Kept apart
 * from the rules, which bring zod with them; `missing.test.ts` holds each to the rules' message.
 */
export const loginMissing = {
  email: "emailRequired",
  password: "loginPasswordRequired",
} as const satisfies Record<string, SiteMessageKey>;

/** An e-mail address left empty, in every form that asks for one with `emailSchema`. */
export const emailMissing = "emailRequired" satisfies SiteMessageKey;
