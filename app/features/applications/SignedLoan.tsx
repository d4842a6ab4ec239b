import { useEffect, useRef, useState, type Ref } from "react";
import { DetailList } from "~/components/ui/DetailList";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { ApiClientError, callApi } from "~/lib/api";
import { withdrawApplication } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import { withdrawalPeriodDays } from "@domain/credit/periods";
import { withdrawalOpen } from "@domain/credit/workflow";
import { formatLongDate } from "@domain/dates";
import { parisDay } from "@domain/calendar/parisDay";
import { ContractLink } from "./ContractLink";
import { formatParisDay } from "./displayFormats";
import { StepBlock } from "./StepBlock";

/**
 * A signed loan: the withdrawal period and the earliest release of the funds, and the way to
 * withdraw while the period runs, confirmed in the page itself.
 */
export function SignedLoan({
  application,
  headingRef,
  onWithdrawn,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
  onWithdrawn: (application: Application) => void;
}) {
  const { signedText: text } = applicationText.use();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const question = useRef<HTMLParagraphElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The question takes the focus when it appears, and « Me rétracter » again when it goes.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (opened.current) withdrawButton.current?.focus();
    opened.current = confirming;
  }, [confirming]);

  const signature = application.signature;
  if (!signature) return null;
  const open = withdrawalOpen(application, parisDay(new Date()));

  const withdraw = async () => {
    setError(undefined);
    setPending(true);
    try {
      onWithdrawn(await callApi(withdrawApplication, { params: { id: application.id } }));
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <StepBlock
      title={text.title(formatParisDay(signature.signedAt, locale))}
      headingRef={headingRef}
    >
      <p className="mt-3 text-ink-700">{text.signedWith(signature.method)}</p>
      <ContractLink applicationId={application.id} label={text.downloadContract} />
      <DetailList
        className="mt-4"
        rows={[
          [text.withdrawalEnds, formatLongDate(signature.withdrawalEndsOn, locale)],
          [text.fundsFrom, formatLongDate(signature.fundsReleaseOn, locale)],
        ]}
      />
      <p className="mt-4 text-ink-700">
        {text.withdrawalRight({
          days: withdrawalPeriodDays,
          end: formatLongDate(signature.withdrawalEndsOn, locale),
          release: formatLongDate(signature.fundsReleaseOn, locale),
        })}
      </p>
      <div role="alert">
        {error && (
          <p className="mt-4 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      {open && !confirming && (
        <button
          ref={withdrawButton}
          type="button"
          className="btn btn-outline mt-6"
          onClick={() => setConfirming(true)}
        >
          {text.withdraw}
        </button>
      )}
      {open && confirming && (
        <div className="mt-6 rounded-lg border-2 border-danger-700 p-4">
          <p ref={question} tabIndex={-1} className="font-semibold text-ink-900 outline-none">
            {text.confirmQuestion}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => void withdraw()}
            >
              {pending ? text.withdrawing : text.confirm}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={pending}
              onClick={() => setConfirming(false)}
            >
              {text.cancel}
            </button>
          </div>
        </div>
      )}
      {!open && <p className="mt-4 text-sm text-ink-700">{text.closed}</p>}
    </StepBlock>
  );
}
