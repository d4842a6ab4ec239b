import { DetailList } from "~/components/ui/DetailList";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { redirect, useLoaderData, useNavigate } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { countryLabel, currencyLabel, genderLabel } from "@domain/forms/signupOptions";
import { EmailVerificationBanner } from "~/features/account/EmailVerificationBanner";
import { IdleWarning } from "~/features/account/IdleWarning";
import { MyApplications } from "~/features/account/MyApplications";
import { NewsletterPreference } from "~/features/account/NewsletterPreference";
import { SecuritySection } from "~/features/account/SecuritySection";
import { formatBirthDate } from "~/features/signup/SignupSummary";
import { signupText } from "~/content/signup.i18n";
import { preloadTexts } from "~/i18n/localized";
import { fetchSession, homePath, signOut, useSession } from "~/lib/session";

// The password change's strength meter speaks with the signup page's words.
preloadTexts(signupText);

export const meta = () => [
  { title: "Mon espace client | Aurore Banque" },
  {
    name: "description",
    content:
      "Votre espace client Aurore Banque : vos demandes de prêt, votre profil, vos préférences et la sécurité de votre compte.",
  },
  { name: "robots", content: "noindex" },
];

/**
 * Only a signed-in customer gets past this; visitors go back to the home page (seed rule) and staff
 * to the back office.
 */
export async function clientLoader() {
  const user = await fetchSession();
  if (!user) throw redirect("/");
  if (user.role !== "customer") throw redirect(homePath(user));
  return { customer: user };
}

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function EspaceClient() {
  const loaded = useLoaderData<typeof clientLoader>();
  const session = useSession();
  const navigate = useNavigate();
  const customer =
    session.status === "signedIn" && session.user.role === "customer"
      ? session.user
      : loaded.customer;
  const phone = parsePhoneNumberFromString(customer.whatsapp);
  const profile: [string, string][] = [
    ["Nom", customer.lastName],
    ["Prénom", customer.firstName],
    ["Date de naissance", formatBirthDate(customer.birthDate)],
    ["Genre", genderLabel(customer.gender)],
    ["Adresse email", customer.email],
    ["WhatsApp", phone?.formatInternational() ?? customer.whatsapp],
    ["Pays", countryLabel(customer.country)],
    ["Devise du compte", currencyLabel(customer.currency)],
    [
      "Client depuis le",
      new Intl.DateTimeFormat("fr-FR", { dateStyle: "long" }).format(new Date(customer.createdAt)),
    ],
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="font-semibold text-accent-700">Espace client</p>
      <h1 className="mt-2 text-4xl font-extrabold">Bonjour {customer.firstName}</h1>
      <p className="mt-3 text-lg text-ink-700">
        Retrouvez ici vos demandes de prêt, les informations de votre compte et vos préférences.
      </p>

      {!customer.emailVerified && <EmailVerificationBanner email={customer.email} />}

      <MyApplications />

      <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="profil">
        <h2 id="profil" className="text-2xl font-bold">
          Mon profil
        </h2>
        <DetailList rows={profile} className="mt-6" />
      </section>

      <section
        className="mt-8 rounded-2xl border border-brand-100 p-6"
        aria-labelledby="preferences"
      >
        <h2 id="preferences" className="text-2xl font-bold">
          Mes préférences
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
          await navigate("/");
        }}
      >
        Se déconnecter
      </button>
    </div>
  );
}
