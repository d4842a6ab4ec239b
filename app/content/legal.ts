import { bank } from "@domain/bank";
import { formatLongDate } from "@domain/dates";
import type { Locale } from "@domain/i18n/locales";

const legalUpdateDay = "2026-11-01";

/** Date of the current version of the legal texts and of the accessibility statement, in `locale`. */
export const legalUpdateIn = (locale: Locale) => ({
  label: formatLongDate(legalUpdateDay, locale),
  iso: legalUpdateDay,
});

export const legalUpdate = legalUpdateIn("fr");

export const dataProtectionOfficer = { email: "dpo@aurore-banque.example" };

/** "www.aurore-banque.example", as the site's address reads in a sentence. */
export const siteHost = new URL(bank.siteUrl).host;
