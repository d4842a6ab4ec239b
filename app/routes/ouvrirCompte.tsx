import {
  redirect,
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { formsText } from "~/content/forms.i18n";
import { AccountOpening } from "~/features/accountOpening/AccountOpening";
import { offerOfSearch } from "~/features/accountOpening/openingSteps";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { ApiClientError, callApi } from "~/lib/api";
import { loginThenReturn } from "~/lib/applicationLinks";
import { privatePageMeta } from "~/lib/privatePageMeta";
import { fetchSession, hasSessionHint, homePath } from "~/lib/session";
import { startOpening } from "@domain/api/accountOpening";
import { answerSteps } from "@domain/currentAccount/opening";
import { localeOfPath } from "@domain/i18n/locales";
import { localizeTo } from "@domain/pages";

// The step forms' fields speak with the forms' words (« Sélectionnez », the required marker).
const textFamilies = [accountOpeningText, formsText];
preloadTexts(...textFamilies);

export const meta = privatePageMeta("ouvrirCompte");

/**
 * « Ouvrir un compte » for a customer: their opening is started, or resumed where they stopped
 * (`startOpening` never starts a second one). A visitor opens an account first, and the signup
 * (or its login link) brings them back to this very address, the offer they chose in it; staff
 * have their own home.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const [user] = await Promise.all([
    hasSessionHint() ? fetchSession() : undefined,
    loadTexts(request, ...textFamilies),
  ]);
  const signUp = redirect(
    localizeTo(
      loginThenReturn(`${url.pathname}${url.search}`, "/signup"),
      localeOfPath(url.pathname),
    ),
  );
  if (!user) throw signUp;
  if (user.role !== "customer") throw redirect(homePath(user));
  try {
    const { opening, resumed } = await callApi(startOpening);
    return {
      view: "opening" as const,
      opening,
      resumed,
      preselected: offerOfSearch(url.searchParams),
      signupCountry: user.country,
    };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    if (error.status === 401) throw signUp;
    return { view: "failed" as const, message: error.message };
  }
}

/**
 * Moving from step to step rewrites the address's query only: the opening held by the page is
 * the latest, and asking the server again would only start what is already started.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;
}

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function OuvrirCompte() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { pageText: text } = accountOpeningText.use();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="font-semibold text-accent-700">{text.eyebrow}</p>
      {loaded.view === "failed" ? (
        <>
          <h1 className="mt-2 text-4xl font-extrabold">{text.failedTitle}</h1>
          <p
            role="alert"
            className="mt-6 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700"
          >
            {loaded.message}
          </p>
          <button
            type="button"
            className="btn btn-primary mt-6"
            disabled={revalidator.state !== "idle"}
            onClick={() => void revalidator.revalidate()}
          >
            {text.retry}
          </button>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-4xl font-extrabold">{text.title}</h1>
          <p className="mt-4 text-lg text-ink-700">{text.intro(answerSteps.length)}</p>
          <AccountOpening
            initial={loaded.opening}
            resumed={loaded.resumed}
            preselected={loaded.preselected}
            signupCountry={loaded.signupCountry}
          />
        </>
      )}
    </div>
  );
}
