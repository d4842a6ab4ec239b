import { useCallback, useEffect, useState } from "react";
import type { StepStatus } from "~/components/ui/StepTracker";
import { applicationText } from "~/content/application.i18n";
import { Link } from "~/i18n/Link";
import { useLocale } from "~/i18n/locale";
import { listApplications } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import { creditProducts } from "@domain/credit/products";
import { ApiClientError, callApi } from "~/lib/api";
import { applicationOverview, type ApplicationOverview } from "./applicationOverview";
import { LoadFailed } from "./LoadFailed";

const statusClasses: Record<StepStatus, string> = {
  done: "border-accent-700 bg-accent-50",
  current: "border-gold-400 bg-white",
  upcoming: "border-brand-100 bg-white",
};

/** The four steps on one line: each step's state is written out, colour only repeats it. */
function CompactTracker({ overview }: { overview: ApplicationOverview }) {
  const {
    myApplicationsText: text,
    trackerText: { words },
  } = applicationText.use();
  return (
    <ol
      aria-label={text.stepsLabel(overview.productInSentence)}
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
            <span className="sr-only">{words.step(index + 1)}</span>
            {step.label}
          </span>
          <span className="text-ink-700">
            <span className="sr-only">, </span>
            {words.status[step.status]}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ApplicationCard({ overview }: { overview: ApplicationOverview }) {
  const { myApplicationsText: text } = applicationText.use();
  const title = text.titled({ name: overview.product, loan: overview.loan });
  return (
    <li className="rounded-xl border border-brand-100 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="text-xl font-semibold">{title}</h3>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          <span className="sr-only">{text.stateLabel}</span>
          {overview.state}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-700">{text.startedOn(overview.startedAt)}</p>
      <p className="mt-3">
        {text.answer}
        <strong>{overview.answer ?? text.noAnswerYet}</strong>
      </p>
      <CompactTracker overview={overview} />
      {overview.missing.length > 0 && (
        <div className="mt-4">
          <p className="font-semibold">{text.stillToProvide}</p>
          <ul className="mt-1 list-disc pl-6 text-ink-700">
            {overview.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <Link to={overview.path} className="btn btn-outline mt-4">
        {text.open}
        {/* Every link reads the same on screen; a screen reader also hears which loan. */}
        <span className="sr-only">{` : ${title}`}</span>
      </Link>
    </li>
  );
}

/** Where a customer with no application yet can start one: each loan's simulator. */
function NoApplication() {
  const { myApplicationsText: text, loanNames } = applicationText.use();
  return (
    <>
      <p className="mt-4 text-ink-700">{text.none}</p>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label={text.simulateLabel}>
        {creditProducts.map((product) => (
          <li key={product}>
            <Link to={`/${product}#simulation`} className="btn btn-outline">
              {loanNames.title[product]}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The client area's `Mes demandes`: every loan application, newest first, with what it waits for. */
export function MyApplications() {
  const texts = applicationText.use();
  const text = texts.myApplicationsText;
  const locale = useLocale();
  const [applications, setApplications] = useState<Application[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(() => {
    callApi(listApplications).then(
      (answer) => setApplications(answer.applications),
      (failure: unknown) => {
        if (!(failure instanceof ApiClientError)) throw failure;
        setError(failure.message);
      },
    );
  }, []);
  useEffect(load, [load]);
  const overviews = applications?.map((application) =>
    applicationOverview(application, texts, locale),
  );

  return (
    <section className="mt-10 rounded-2xl border border-brand-100 p-6" aria-labelledby="demandes">
      <h2 id="demandes" className="text-2xl font-bold">
        {text.title}
      </h2>
      {error && (
        <LoadFailed
          message={text.loadFailed(error)}
          retryLabel={text.retry}
          onRetry={() => {
            setError(undefined);
            load();
          }}
        />
      )}
      {!overviews && !error && <p className="mt-4 text-ink-700">{text.loading}</p>}
      {overviews?.length === 0 && <NoApplication />}
      {overviews && overviews.length > 0 && (
        <ul className="mt-6 grid gap-4" aria-label={text.listLabel}>
          {overviews.map((overview) => (
            <ApplicationCard key={overview.id} overview={overview} />
          ))}
        </ul>
      )}
    </section>
  );
}
