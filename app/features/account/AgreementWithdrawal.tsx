import { useEffect, useRef, useState } from "react";
import { accountText } from "~/content/account.i18n";
import { useLocale } from "~/i18n/locale";
import { ApiClientError, callApi } from "~/lib/api";
import { withdrawFromAgreement, type CurrentAccountView } from "@domain/api/currentAccount";
import { parisDay } from "@domain/calendar/parisDay";
import { printedIban } from "@domain/currentAccount/iban";
import { agreementWithdrawalOpen } from "@domain/currentAccount/withdrawal";
import { formatDateTime, formatLongDate } from "@domain/dates";

/**
 * The right to withdraw from the account agreement signed at a distance: « Renoncer au contrat
 * ici » on every day of the period (Code de la consommation L222-8), which shows the declaration
 * the customer confirms with « Confirmer la rétractation » (décret n° 2026-3); then when they did.
 */
export function AgreementWithdrawal({
  account,
  onWithdrawn,
}: {
  account: CurrentAccountView;
  onWithdrawn: (account: CurrentAccountView) => void;
}) {
  const { myAccountsText } = accountText.use();
  const text = myAccountsText.withdrawal;
  const locale = useLocale();
  const [declaring, setDeclaring] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const declaration = useRef<HTMLHeadingElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The declaration takes the focus when it appears, and the button that opened it when it goes.
  useEffect(() => {
    if (declaring) declaration.current?.focus();
    else if (opened.current) start.current?.focus();
    opened.current = declaring;
  }, [declaring]);

  const { agreement } = account;
  if (!agreement) return null;
  if (agreement.withdrawnAt) {
    return (
      <p className="mt-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-ink-900">
        {text.done(formatDateTime(agreement.withdrawnAt, locale))}
      </p>
    );
  }
  const live = account.status === "pending_first_transfer" || account.status === "open";
  if (!live || !agreementWithdrawalOpen(agreement, parisDay(new Date()))) return null;

  const confirm = async () => {
    setError(undefined);
    setPending(true);
    try {
      onWithdrawn(await callApi(withdrawFromAgreement));
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="mt-8" aria-labelledby="retractation-titre">
      <h3 id="retractation-titre" className="text-lg font-semibold">
        {text.title}
      </h3>
      <p className="mt-2 text-ink-700">
        {text.right(formatLongDate(agreement.withdrawalEndsOn, locale))}
      </p>
      <div role="alert">
        {error && (
          <p className="mt-4 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      {declaring ? (
        <div className="mt-4 rounded-lg border-2 border-danger-700 p-4">
          <h4 ref={declaration} tabIndex={-1} className="font-semibold text-ink-900 outline-none">
            {text.declarationTitle}
          </h4>
          <blockquote className="mt-3 border-l-4 border-brand-100 pl-4 text-ink-900">
            {text.declaration({
              holder: agreement.holder,
              offer: myAccountsText.offers[account.offer],
              iban: printedIban(account.iban),
              signedOn: formatLongDate(parisDay(new Date(agreement.signedAt)), locale),
            })}
          </blockquote>
          <p className="mt-3 text-ink-700">{text.acknowledgment(agreement.acknowledgmentTo)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => void confirm()}
            >
              {pending ? text.sending : text.confirm}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={pending}
              onClick={() => setDeclaring(false)}
            >
              {text.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={start}
          type="button"
          className="btn btn-outline mt-4"
          onClick={() => setDeclaring(true)}
        >
          {text.start}
        </button>
      )}
    </section>
  );
}
