import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiClientError, callApi } from "~/lib/api";
import { applicationPage, applicationPath, loginThenReturn } from "~/lib/applicationLinks";
import { borrowerInsuranceOffer } from "~/content/credit";
import { creditProducts, creditProductLabels } from "@domain/credit/products";
import { formatEuros } from "@domain/format";
import { withInsurance, type ApplicationStart } from "./applicationStart";
import { applicationsApi } from "./applicationsApi";
import { LoanFigures } from "./LoanFigures";
import { figuresOfPrice } from "./loanFigures";
import { simulatorPath } from "./loanProducts";

function Simulators() {
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {creditProducts.map((product) => (
        <li key={product}>
          <Link to={simulatorPath(product)} className="btn btn-outline">
            Simuler un {creditProductLabels[product].toLowerCase()}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The heading of the page for the address: the loan's name when it names one. */
export function startTitle(start: ApplicationStart): string {
  return start.kind === "loan"
    ? `Demande de ${creditProductLabels[start.request.product].toLowerCase()}`
    : "Demande de prêt";
}

/**
 * The loan a simulation describes, priced as the server will price it, before the application
 * exists: a visitor signs in or opens an account and comes back here, a customer starts the
 * application. The insurance is chosen here; the address keeps the choice.
 */
export function StartApplication({
  start,
  search,
  signedIn,
  onSearchChange,
}: {
  start: ApplicationStart;
  search: URLSearchParams;
  signedIn: boolean;
  /** Rewrites the address in place (no new history entry). */
  onSearchChange: (search: URLSearchParams) => void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[]>();

  if (start.kind === "none") {
    return (
      <section className="mt-8" aria-labelledby="choisir">
        <h2 id="choisir" className="text-2xl font-bold">
          Choisissez d'abord votre prêt
        </h2>
        <p className="mt-3 text-ink-700">
          Une demande part d'une simulation : choisissez le montant et la durée sur la page du prêt,
          puis « Faire ma demande ».
        </p>
        <Simulators />
      </section>
    );
  }

  if (start.kind === "invalid") {
    return (
      <section className="mt-8" aria-labelledby="simulation-invalide">
        <h2 id="simulation-invalide" className="text-2xl font-bold">
          Cette simulation ne peut pas être reprise
        </h2>
        <ul className="mt-4 space-y-2 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
          {start.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        {start.simulator ? (
          <Link to={start.simulator} className="btn btn-primary mt-6">
            Modifier ma simulation
          </Link>
        ) : (
          <Simulators />
        )}
      </section>
    );
  }

  const { request, price } = start;
  const path = `${applicationPage}?${search.toString()}`;

  const begin = async () => {
    setFailure(undefined);
    setPending(true);
    try {
      const { createApplication } = await applicationsApi();
      const application = await callApi(createApplication, { body: request });
      // The simulation's address is replaced: going back or reloading never starts another one.
      await navigate(applicationPath(application.id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.status === 401) {
        await navigate(loginThenReturn(path));
        return;
      }
      const fields = Object.values(error.fields).filter((message) => message !== undefined);
      setFailure(fields.length > 0 ? fields : [error.message]);
      setPending(false);
    }
  };

  return (
    <>
      <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="pret">
        <h2 id="pret" className="text-2xl font-bold">
          Votre prêt
        </h2>
        <div className="mt-4">
          <LoanFigures loan={figuresOfPrice(request, price)} />
        </div>
        <fieldset className="mt-6">
          <legend className="font-semibold text-ink-900">Assurance emprunteur facultative</legend>
          <p className="text-sm text-ink-700">
            Elle couvre vos mensualités en cas de {borrowerInsuranceOffer.cover}. Vous pouvez
            emprunter sans elle.
          </p>
          <div className="mt-3 flex flex-col gap-2">
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="assurance"
                defaultChecked={!request.insurance}
                onChange={() => onSearchChange(withInsurance(search, false))}
                className="h-5 w-5 accent-brand-700"
              />
              Sans l'assurance facultative
            </label>
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="assurance"
                defaultChecked={request.insurance}
                onChange={() => onSearchChange(withInsurance(search, true))}
                className="h-5 w-5 accent-brand-700"
              />
              Avec l'assurance facultative ({formatEuros(price.insurance.monthlyPremium)} par mois)
            </label>
          </div>
        </fieldset>
        <Link to={simulatorPath(request.product, request)} className="link mt-6 inline-block">
          Modifier ma simulation
        </Link>
      </section>

      <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="demande">
        <h2 id="demande" className="text-2xl font-bold">
          Faire ma demande en ligne
        </h2>
        <p className="mt-3 text-ink-700">
          Décrivez votre situation et obtenez aussitôt une réponse de principe, envoyez vos
          justificatifs, puis acceptez votre offre en ligne.
        </p>
        {signedIn ? (
          <>
            <div role="alert">
              {failure && (
                <ul className="mt-4 space-y-1 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
                  {failure.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </div>
            <button
              type="button"
              className="btn btn-accent mt-6"
              disabled={pending}
              onClick={() => void begin()}
            >
              {pending ? "Création de votre demande…" : "Commencer ma demande"}
            </button>
          </>
        ) : (
          <>
            <p className="mt-3 text-ink-700">
              Connectez-vous à votre espace client, ou ouvrez votre compte : vous reviendrez ici
              avec ce prêt.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={loginThenReturn(path)} className="btn btn-primary">
                Me connecter
              </Link>
              <Link to={loginThenReturn(path, "/signup")} className="btn btn-outline">
                Ouvrir mon compte
              </Link>
            </div>
          </>
        )}
      </section>
    </>
  );
}
