import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { ApplicationContent } from "~/content/application";
import { applicationText } from "~/content/application.i18n";
import { useFormats } from "~/i18n/formats";
import { Link } from "~/i18n/Link";
import { useLocalizeTo } from "~/i18n/locale";
import type { RuleMessage } from "@domain/i18n/message";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { applicationPage, applicationPath, loginThenReturn } from "~/lib/applicationLinks";
import { creditProducts } from "@domain/credit/products";
import { withInsurance, type ApplicationStart } from "./applicationStart";
import { applicationsApi } from "./applicationsApi";
import { LoanFigures } from "./LoanFigures";
import { figuresOfPrice } from "./loanFigures";
import { simulatorPath } from "./loanProducts";

type Texts = ApplicationContent;

function Simulators() {
  const { startText: text, loanNames } = applicationText.use();
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {creditProducts.map((product) => (
        <li key={product}>
          <Link to={simulatorPath(product)} className="btn btn-outline">
            {text.simulate(loanNames.inSentence[product])}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The heading of the page for the address: the loan's name when it names one. */
export function startTitle(
  start: ApplicationStart,
  { applicationPageText: text, loanNames }: Pick<Texts, "applicationPageText" | "loanNames">,
): string {
  return start.kind === "loan"
    ? text.applicationOf(loanNames.inSentence[start.request.product])
    : text.application;
}

/** The rules' messages about a simulation, in the page's language once its catalog has loaded. */
function useInPageLanguage(messages: readonly RuleMessage[]): readonly string[] {
  const [written, setWritten] = useState<readonly string[]>([]);
  // The address is read again at each render: the messages, not their array, are the key.
  const key = messages.join("\n");
  useEffect(() => {
    let stale = false;
    void Promise.all(key.split("\n").map((text) => inPageLanguage(text as RuleMessage))).then(
      (texts) => {
        if (!stale) setWritten(texts);
      },
    );
    return () => {
      stale = true;
    };
  }, [key]);
  return written;
}

function InvalidSimulation({ start }: { start: Extract<ApplicationStart, { kind: "invalid" }> }) {
  const { startText: text } = applicationText.use();
  const messages = useInPageLanguage(start.messages);
  return (
    <section className="mt-8" aria-labelledby="simulation-invalide">
      <h2 id="simulation-invalide" className="text-2xl font-bold">
        {text.invalidTitle}
      </h2>
      {messages.length > 0 && (
        <ul className="mt-4 space-y-2 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {start.simulator ? (
        <Link to={start.simulator} className="btn btn-primary mt-6">
          {text.changeSimulation}
        </Link>
      ) : (
        <Simulators />
      )}
    </section>
  );
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
  const { startText: text } = applicationText.use();
  const format = useFormats();
  const localize = useLocalizeTo();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  /** The refusal's messages, and the customer's open application of this loan when it is that. */
  const [failure, setFailure] = useState<{ messages: string[]; resume?: string }>();

  if (start.kind === "none") {
    return (
      <section className="mt-8" aria-labelledby="choisir">
        <h2 id="choisir" className="text-2xl font-bold">
          {text.chooseTitle}
        </h2>
        <p className="mt-3 text-ink-700">{text.chooseIntro}</p>
        <Simulators />
      </section>
    );
  }

  if (start.kind === "invalid") return <InvalidSimulation start={start} />;

  const { request, price } = start;
  // The page in its language: the login and signup pages bring the customer back to it.
  const path = localize(`${applicationPage}?${search.toString()}`);

  const begin = async () => {
    setFailure(undefined);
    setPending(true);
    try {
      const { createApplication } = await applicationsApi();
      const application = await callApi(createApplication, { body: request });
      // The simulation's address is replaced: going back or reloading never starts another one.
      await navigate(localize(applicationPath(application.id)), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.status === 401) {
        await navigate(localize(loginThenReturn(path)));
        return;
      }
      const fields = Object.values(error.fields).filter((message) => message !== undefined);
      const { applicationId } = error.extra;
      setFailure({
        messages: fields.length > 0 ? fields : [error.message],
        // Already open: the answer names it, and the page leads there rather than to a refusal.
        ...(error.code === "application_exists" &&
          typeof applicationId === "string" && { resume: applicationPath(applicationId) }),
      });
      setPending(false);
    }
  };

  return (
    <>
      <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="pret">
        <h2 id="pret" className="text-2xl font-bold">
          {text.loanTitle}
        </h2>
        <div className="mt-4">
          <LoanFigures loan={figuresOfPrice(request, price)} />
        </div>
        <fieldset className="mt-6">
          <legend className="font-semibold text-ink-900">{text.insuranceLegend}</legend>
          <p className="text-sm text-ink-700">{text.insuranceIntro}</p>
          <div className="mt-3 flex flex-col gap-2">
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="assurance"
                defaultChecked={!request.insurance}
                onChange={() => onSearchChange(withInsurance(search, false))}
                className="h-5 w-5 accent-brand-700"
              />
              {text.withoutInsurance}
            </label>
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="assurance"
                defaultChecked={request.insurance}
                onChange={() => onSearchChange(withInsurance(search, true))}
                className="h-5 w-5 accent-brand-700"
              />
              {text.withInsurance(format.euros(price.insurance.monthlyPremium))}
            </label>
          </div>
        </fieldset>
        <Link to={simulatorPath(request.product, request)} className="link mt-6 inline-block">
          {text.changeSimulation}
        </Link>
      </section>

      <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="demande">
        <h2 id="demande" className="text-2xl font-bold">
          {text.applyTitle}
        </h2>
        <p className="mt-3 text-ink-700">{text.applyIntro}</p>
        {signedIn ? (
          <>
            <div role="alert">
              {failure && (
                <ul className="mt-4 space-y-1 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
                  {failure.messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </div>
            {failure?.resume ? (
              <Link to={failure.resume} className="btn btn-accent mt-6">
                {text.resume}
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-accent mt-6"
                disabled={pending}
                onClick={() => void begin()}
              >
                {pending ? text.creating : text.start}
              </button>
            )}
          </>
        ) : (
          <>
            <p className="mt-3 text-ink-700">{text.signInFirst}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={loginThenReturn(path)} className="btn btn-primary">
                {text.signIn}
              </Link>
              <Link to={loginThenReturn(path, "/signup")} className="btn btn-outline">
                {text.openAccount}
              </Link>
            </div>
          </>
        )}
      </section>
    </>
  );
}
