import { DetailList } from "~/components/ui/DetailList";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { countryCode, countryLabel, currencyLabel, genderLabel } from "@domain/forms/signupOptions";
import type { SignupInput } from "@domain/forms/signup";

/** `1990-05-17` → `17/05/1990`, without going through a time zone. */
export function formatBirthDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function SignupSummary({ values }: { values: SignupInput }) {
  const phone = parsePhoneNumberFromString(values.whatsapp, countryCode(values.country));
  const rows: [string, string][] = [
    ["Nom complet", `${values.firstName ?? ""} ${values.lastName ?? ""}`.trim()],
    ["Date de naissance", formatBirthDate(values.birthDate ?? "")],
    ["Genre", genderLabel(values.gender ?? "")],
    ["Email", values.email ?? ""],
    ["WhatsApp", phone?.formatInternational() ?? values.whatsapp ?? ""],
    ["Pays", countryLabel(values.country ?? "")],
    ["Devise", currencyLabel(values.currency ?? "EUR")],
  ];
  return (
    <section className="rounded-2xl bg-brand-50 p-6 sm:col-span-2" aria-labelledby="recapitulatif">
      <h3 id="recapitulatif" className="text-lg font-semibold">
        Récapitulatif de votre compte
      </h3>
      <DetailList rows={rows} className="mt-4" />
    </section>
  );
}
