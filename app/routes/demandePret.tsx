import { lazy, Suspense } from "react";
import {
  redirect,
  useLoaderData,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { applicationText } from "~/content/application.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { formsText } from "~/content/forms.i18n";
import { readApplicationStart } from "~/features/applications/applicationStart";
import { applicationsApi, applicationView } from "~/features/applications/applicationsApi";
import { StartApplication, startTitle } from "~/features/applications/StartApplication";
import { Link } from "~/i18n/Link";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { privatePageMeta } from "~/lib/privatePageMeta";
import { ApiClientError, callApi } from "~/lib/api";
import { applicationParams, loginThenReturn } from "~/lib/applicationLinks";
import { fetchSession, hasSessionHint, homePath, useSession } from "~/lib/session";
import { localeOfPath } from "@domain/i18n/locales";
import { localizeTo } from "@domain/pages";

const textFamilies = [applicationText, creditMentionsText, formsText];
preloadTexts(...textFamilies);

export const meta = privatePageMeta("demandePret");

const ApplicationView = lazy(applicationView);

/**
 * `?id=…`: one of the customer's applications (visitors sign in first and come back). Otherwise
 * the loan of a simulation, which anyone may read: a visitor's browser holds no session hint, so
 * no request is made for them. Staff have their own home.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const [user] = await Promise.all([
    hasSessionHint() ? fetchSession() : undefined,
    loadTexts(request, ...textFamilies),
  ]);
  if (user && user.role !== "customer") throw redirect(homePath(user));
  const id = url.searchParams.get(applicationParams.id);
  if (id === null) return { view: "start" as const, signedIn: user !== undefined };

  // The login page in the page's language, and back to this very address.
  const signIn = redirect(
    localizeTo(loginThenReturn(`${url.pathname}${url.search}`), localeOfPath(url.pathname)),
  );
  if (!user) throw signIn;
  const [{ getApplication }] = await Promise.all([applicationsApi(), applicationView()]);
  try {
    const application = await callApi(getApplication, { params: { id } });
    return { view: "application" as const, application };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    if (error.status === 401) throw signIn;
    if (error.status === 404) return { view: "notFound" as const, message: error.message };
    throw error;
  }
}

/**
 * Choosing the insurance rewrites the address of a simulation: the session and the application
 * are still the ones loaded.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutInsurance = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(applicationParams.insurance);
    return `${url.pathname}?${search.toString()}`;
  };
  return withoutInsurance(currentUrl) === withoutInsurance(nextUrl)
    ? false
    : defaultShouldRevalidate;
}

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

const frame = "mx-auto max-w-4xl px-4 py-12 sm:px-6";

export default function DemandePret() {
  const loaded = useLoaderData<typeof clientLoader>();
  const texts = applicationText.use();
  const { applicationPageText: text, loanNames } = texts;
  const session = useSession();
  const [search, setSearch] = useSearchParams();

  if (loaded.view === "application") {
    const { application } = loaded;
    return (
      <div className={frame}>
        <p className="font-semibold text-accent-700">
          <Link to="/espaceClient" className="link">
            {text.clientArea}
          </Link>
        </p>
        <h1 className="mt-2 text-4xl font-extrabold">
          {text.myApplication(loanNames.inSentence[application.product])}
        </h1>
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-ink-700">
              {text.loading}
            </p>
          }
        >
          <ApplicationView key={application.id} initial={application} />
        </Suspense>
      </div>
    );
  }

  if (loaded.view === "notFound") {
    return (
      <div className={frame}>
        <h1 className="text-4xl font-extrabold">{text.notFoundTitle}</h1>
        <p className="mt-4 text-lg text-ink-700">{loaded.message}</p>
        <Link to="/espaceClient" className="btn btn-primary mt-8">
          {text.myApplications}
        </Link>
      </div>
    );
  }

  const start = readApplicationStart(search);
  // The header may sign the customer out, or in, while the page is open.
  const signedIn = session.status === "unknown" ? loaded.signedIn : session.status === "signedIn";
  return (
    <div className={frame}>
      <p className="font-semibold text-accent-700">{text.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold">{startTitle(start, texts)}</h1>
      <StartApplication
        start={start}
        search={search}
        signedIn={signedIn}
        onSearchChange={(next) => setSearch(next, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}
