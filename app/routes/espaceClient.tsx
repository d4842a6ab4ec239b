import { DetailList } from "~/components/ui/DetailList";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { redirect, useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { localeOfPath, regionalLocales } from "@domain/i18n/locales";
import { accountText } from "~/content/account.i18n";
import { EmailVerificationBanner } from "~/features/account/EmailVerificationBanner";
import { IdleWarning } from "~/features/account/IdleWarning";
import { MyAccounts } from "~/features/account/MyAccounts";
import { MyApplications } from "~/features/account/MyApplications";
import { MyDocuments } from "~/features/account/MyDocuments";
import { NewsletterPreference } from "~/features/account/NewsletterPreference";
import { SecuritySection } from "~/features/account/SecuritySection";
import { formatBirthDate } from "~/features/signup/SignupSummary";
import { signupText } from "~/content/signup.i18n";
import { localizeTo } from "@domain/pages";
import { useLocale } from "~/i18n/locale";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { privatePageMeta } from "~/lib/privatePageMeta";
import { applicationText } from "~/content/application.i18n";
import { fetchSession, homePath, signOut, useSession } from "~/lib/session";

// The profile's choices and the password change's strength meter speak with the signup's words.
// The applications' and documents' lists speak with the credit application's words.
const textFamilies = [accountText, signupText, applicationText];
preloadTexts(...textFamilies);

export const meta = privatePageMeta("espaceClient");

/**
 * Only a signed-in customer gets past this; visitors go back to the home page (seed rule) and staff
 * to the back office.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [user] = await Promise.all([fetchSession(), loadTexts(request, ...textFamilies)]);
  if (!user) throw redirect(localizeTo("/", localeOfPath(new URL(request.url).pathname)));
  if (user.role !== "customer") throw redirect(homePath(user));
  return { customer: user };
}

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function EspaceClient() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { clientAreaText: text, profileText: labels } = accountText.use();
  const { signupChoiceTexts: choices } = signupText.use();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const customer =
    session.status === "signedIn" && session.user.role === "customer"
      ? session.user
      : loaded.customer;
  const phone = parsePhoneNumberFromString(customer.whatsapp);
  const chosen = (labelsByCode: Record<string, string>, code: string) => labelsByCode[code] ?? code;
  const profile: [string, string][] = [
    [labels.lastName, customer.lastName],
    [labels.firstName, customer.firstName],
    [labels.birthDate, formatBirthDate(customer.birthDate, locale)],
    [labels.gender, chosen(choices.gender, customer.gender)],
    [labels.email, customer.email],
    [labels.whatsapp, phone?.formatInternational() ?? customer.whatsapp],
    [labels.country, chosen(choices.country, customer.country)],
    [labels.currency, chosen(choices.currency, customer.currency)],
    [
      labels.customerSince,
      new Intl.DateTimeFormat(regionalLocales[locale], { dateStyle: "long" }).format(
        new Date(customer.createdAt),
      ),
    ],
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="font-semibold text-accent-700">{text.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold">
        {text.greeting({ firstName: customer.firstName })}
      </h1>
      <p className="mt-3 text-lg text-ink-700">{text.intro}</p>

      {!customer.emailVerified && <EmailVerificationBanner email={customer.email} />}

      <MyAccounts />

      <MyApplications />

      <MyDocuments />

      <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="profil">
        <h2 id="profil" className="text-2xl font-bold">
          {text.profileTitle}
        </h2>
        <DetailList rows={profile} className="mt-6" />
      </section>

      <section
        className="mt-8 rounded-2xl border border-brand-100 p-6"
        aria-labelledby="preferences"
      >
        <h2 id="preferences" className="text-2xl font-bold">
          {text.preferencesTitle}
        </h2>
        <div className="mt-4">
          <NewsletterPreference customer={customer} />
        </div>
      </section>

      <SecuritySection />

      <IdleWarning />

      <button
        type="button"
        className="btn btn-outline mt-8"
        onClick={async () => {
          await signOut();
          await navigate(localizeTo("/", locale));
        }}
      >
        {text.signOut}
      </button>
    </div>
  );
}
