import type { Ref } from "react";
import { ConfirmedAction } from "~/components/ui/ConfirmedAction";
import { DetailList } from "~/components/ui/DetailList";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
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
  const signature = application.signature;
  if (!signature) return null;
  const open = withdrawalOpen(application, parisDay(new Date()));

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
      {open && (
        <ConfirmedAction
          startLabel={text.withdraw}
          question={text.confirmQuestion}
          confirmLabel={text.confirm}
          pendingLabel={text.withdrawing}
          cancelLabel={text.cancel}
          onConfirm={async () =>
            onWithdrawn(await callApi(withdrawApplication, { params: { id: application.id } }))
          }
        />
      )}
      {!open && <p className="mt-4 text-sm text-ink-700">{text.closed}</p>}
    </StepBlock>
  );
}
