import { lazy, Suspense } from "react";
import {
  Link,
  redirect,
  useLoaderData,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { readApplicationStart } from "~/features/applications/applicationStart";
import { applicationsApi, applicationView } from "~/features/applications/applicationsApi";
import { StartApplication, startTitle } from "~/features/applications/StartApplication";
import { ApiClientError, callApi } from "~/lib/api";
import { applicationParams, loginThenReturn } from "~/lib/applicationLinks";
import { fetchSession, hasSessionHint, homePath, useSession } from "~/lib/session";
import { creditProductLabels } from "@domain/credit/products";

export const meta = () => [
  { title: "Ma demande de prêt | Aurore Banque" },
  {
    name: "description",
    content:
      "Votre demande de prêt en ligne : réponse de principe immédiate, justificatifs et signature de votre offre.",
  },
  { name: "robots", content: "noindex" },
];

const ApplicationView = lazy(applicationView);

/**
 * `?id=…`: one of the customer's applications (visitors sign in first and come back). Otherwise
 * the loan of a simulation, which anyone may read: a visitor's browser holds no session hint, so
 * no request is made for them. Staff have their own home.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = hasSessionHint() ? await fetchSession() : undefined;
  if (user && user.role !== "customer") throw redirect(homePath(user));
  const id = url.searchParams.get(applicationParams.id);
  if (id === null) return { view: "start" as const, signedIn: user !== undefined };

  const signIn = redirect(loginThenReturn(`${url.pathname}${url.search}`));
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

export function HydrateFallback() {
  return <BrandLoader />;
}

const frame = "mx-auto max-w-4xl px-4 py-12 sm:px-6";

export default function DemandePret() {
  const loaded = useLoaderData<typeof clientLoader>();
  const session = useSession();
  const [search, setSearch] = useSearchParams();

  if (loaded.view === "application") {
    const { application } = loaded;
    return (
      <div className={frame}>
        <p className="font-semibold text-accent-700">
          <Link to="/espaceClient" className="link">
            Espace client
          </Link>
        </p>
        <h1 className="mt-2 text-4xl font-extrabold">
          Ma demande de {creditProductLabels[application.product].toLowerCase()}
        </h1>
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-ink-700">
              Chargement de votre demande…
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
        <h1 className="text-4xl font-extrabold">Demande introuvable</h1>
        <p className="mt-4 text-lg text-ink-700">{loaded.message}</p>
        <Link to="/espaceClient" className="btn btn-primary mt-8">
          Voir mes demandes
        </Link>
      </div>
    );
  }

  const start = readApplicationStart(search);
  // The header may sign the customer out, or in, while the page is open.
  const signedIn = session.status === "unknown" ? loaded.signedIn : session.status === "signedIn";
  return (
    <div className={frame}>
      <p className="font-semibold text-accent-700">Demande de prêt en ligne</p>
      <h1 className="mt-2 text-4xl font-extrabold">{startTitle(start)}</h1>
      <StartApplication
        start={start}
        search={search}
        signedIn={signedIn}
        onSearchChange={(next) => setSearch(next, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}
