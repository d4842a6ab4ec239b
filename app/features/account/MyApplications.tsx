import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { listApplications } from "@domain/api/applications";
import { creditProductLabels, creditProducts } from "@domain/credit/products";
import type { TrackerStatus } from "@domain/credit/workflow";
import { ApiClientError, callApi } from "~/lib/api";
import { applicationOverview, type ApplicationOverview } from "./applicationOverview";

const statusText: Record<TrackerStatus, string> = {
  done: "Terminé",
  current: "En cours",
  upcoming: "À venir",
};

const statusClasses: Record<TrackerStatus, string> = {
  done: "border-accent-700 bg-accent-50",
  current: "border-gold-400 bg-white",
  upcoming: "border-brand-100 bg-white",
};

/** The four steps on one line: each step's state is written out, colour only repeats it. */
function CompactTracker({ overview }: { overview: ApplicationOverview }) {
  return (
    <ol
      aria-label={`Étapes de votre demande de ${overview.product.toLowerCase()}`}
      className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {overview.steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={step.status === "current" ? "step" : undefined}
          className={`rounded-lg border-2 px-3 py-2 text-sm ${statusClasses[step.status]}`}
        >
          <span className="block font-semibold text-brand-900">
            <span aria-hidden="true">{index + 1}. </span>
            <span className="sr-only">Étape {index + 1} : </span>
            {step.label}
          </span>
          <span className="text-ink-700">
            <span className="sr-only">, </span>
            {statusText[step.status]}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ApplicationCard({ overview }: { overview: ApplicationOverview }) {
  return (
    <li className="rounded-xl border border-brand-100 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="text-xl font-semibold">
          {overview.product} de {overview.loan}
        </h3>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          <span className="sr-only">État : </span>
          {overview.state}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-700">Demande commencée le {overview.startedAt}</p>
      <p className="mt-3">
        Réponse de principe :{" "}
        <strong>
          {overview.answer ?? "vous l'obtenez dès que vous avez indiqué votre situation"}
        </strong>
      </p>
      <CompactTracker overview={overview} />
      {overview.missing.length > 0 && (
        <div className="mt-4">
          <p className="font-semibold">Ce qu'il reste à fournir :</p>
          <ul className="mt-1 list-disc pl-6 text-ink-700">
            {overview.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <Link to={overview.path} className="btn btn-outline mt-4">
        Voir ma demande
        {/* Every link reads the same on screen; a screen reader also hears which loan. */}
        <span className="sr-only">{` : ${overview.product} de ${overview.loan}`}</span>
      </Link>
    </li>
  );
}

/** Where a customer with no application yet can start one: each loan's simulator. */
function NoApplication() {
  return (
    <>
      <p className="mt-4 text-ink-700">
        Vous n'avez pas encore de demande de prêt. Simulez votre projet, puis faites votre demande
        en ligne : vous obtenez aussitôt une réponse de principe.
      </p>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label="Simuler un prêt">
        {creditProducts.map((product) => (
          <li key={product}>
            <Link to={`/${product}#simulation`} className="btn btn-outline">
              {creditProductLabels[product]}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The client area's `Mes demandes`: every loan application, newest first, with what it waits for. */
export function MyApplications() {
  const [overviews, setOverviews] = useState<ApplicationOverview[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(() => {
    callApi(listApplications).then(
      ({ applications }) => setOverviews(applications.map(applicationOverview)),
      (failure: unknown) => {
        if (!(failure instanceof ApiClientError)) throw failure;
        setError(failure.message);
      },
    );
  }, []);
  useEffect(load, [load]);

  return (
    <section className="mt-10 rounded-2xl border border-brand-100 p-6" aria-labelledby="demandes">
      <h2 id="demandes" className="text-2xl font-bold">
        Mes demandes
      </h2>
      {error && (
        <>
          <p role="alert" className="mt-4 font-medium text-danger-700">
            Vos demandes n'ont pas pu être chargées. {error}
          </p>
          <button
            type="button"
            className="btn btn-outline mt-3"
            onClick={() => {
              setError(undefined);
              load();
            }}
          >
            Réessayer
          </button>
        </>
      )}
      {!overviews && !error && <p className="mt-4 text-ink-700">Chargement de vos demandes…</p>}
      {overviews?.length === 0 && <NoApplication />}
      {overviews && overviews.length > 0 && (
        <ul className="mt-6 grid gap-4" aria-label="Mes demandes de prêt">
          {overviews.map((overview) => (
            <ApplicationCard key={overview.id} overview={overview} />
          ))}
        </ul>
      )}
    </section>
  );
}
