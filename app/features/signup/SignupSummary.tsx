import { DetailList } from "~/components/ui/DetailList";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { signupText } from "~/content/signup.i18n";
import { useLocale } from "~/i18n/locale";
import { countryCode } from "@domain/forms/signupOptions";
import type { SignupInput } from "@domain/forms/signup";
import { regionalLocales, type Locale } from "@domain/i18n/locales";

/** `1990-05-17` → `17/05/1990` in French, `17/05/1990` in British English, without a time zone. */
export function formatBirthDate(isoDate: string, locale: Locale = "fr"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(regionalLocales[locale], {
    timeZone: "UTC",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** What the customer typed, checked once more before the account is created. */
export function SignupSummary({ values }: { values: SignupInput }) {
  const { signupSummaryText: text, signupChoiceTexts: choices } = signupText.use();
  const locale = useLocale();
  const chosen = (labels: Record<string, string>, code: string | undefined) =>
    code === undefined ? "" : (labels[code] ?? code);
  const phone = parsePhoneNumberFromString(values.whatsapp, countryCode(values.country));
  const rows: [string, string][] = [
    [text.fullName, `${values.firstName ?? ""} ${values.lastName ?? ""}`.trim()],
    [text.birthDate, formatBirthDate(values.birthDate ?? "", locale)],
    [text.gender, chosen(choices.gender, values.gender)],
    [text.email, values.email ?? ""],
    [text.whatsapp, phone?.formatInternational() ?? values.whatsapp ?? ""],
    [text.country, chosen(choices.country, values.country)],
    [text.currency, chosen(choices.currency, values.currency ?? "EUR")],
  ];
  return (
    <section className="rounded-2xl bg-brand-50 p-6 sm:col-span-2" aria-labelledby="recapitulatif">
      <h3 id="recapitulatif" className="text-lg font-semibold">
        {text.title}
      </h3>
      <DetailList rows={rows} className="mt-4" />
    </section>
  );
}
