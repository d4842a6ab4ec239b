import type { Ref } from "react";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { bank } from "@domain/bank";
import { phoneIn } from "@domain/phone";
import type { Application } from "@domain/credit/application";
import { offerValidityDays } from "@domain/credit/periods";
import { formatParisDay } from "./displayFormats";
import { documentName } from "~/lib/documentNames";
import { StepBlock } from "./StepBlock";

/** The file is with staff: when they answer, and what may happen next. */
export function UnderStudy({
  application,
  headingRef,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { studyText: text, documentNames } = applicationText.use();
  const locale = useLocale();
  if (application.state === "document_requested") {
    return (
      <StepBlock title={text.requestedTitle} headingRef={headingRef}>
        <p className="mt-3 text-ink-700">{text.requestedIntro}</p>
        <ul className="mt-3 space-y-2">
          {application.requestedDocuments.map((request) => (
            <li key={request.code} className="rounded-lg bg-gold-100 p-3 text-brand-900">
              <span className="font-semibold">
                {documentName(documentNames, application.product, request.code)}
              </span>
              {text.requestNote(request.note)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-ink-700">{text.requestedNext}</p>
      </StepBlock>
    );
  }
  return (
    <StepBlock title={text.underStudyTitle} headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {text.underStudy(
          application.submittedAt ? formatParisDay(application.submittedAt, locale) : undefined,
        )}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-700">
        <li>{text.missingLater}</li>
        <li>{text.offerLater(offerValidityDays)}</li>
      </ul>
    </StepBlock>
  );
}

export function Refusal({
  application,
  headingRef,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { studyText: text } = applicationText.use();
  const locale = useLocale();
  const decision = application.decision;
  return (
    <StepBlock title={text.refusedTitle} headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {text.refused(decision ? formatParisDay(decision.decidedAt, locale) : undefined)}
      </p>
      {decision?.refusalReason && (
        <p className="mt-3 rounded-lg bg-brand-50 p-4 text-ink-900">
          <span className="font-semibold">{text.reason}</span>
          {decision.refusalReason}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-700">
        {/* Kept on one line: a number cut in two is misread. */}
        {text.ficp(phoneIn(bank.phones.customerService, locale).replaceAll(" ", "\u00a0"))}
      </p>
    </StepBlock>
  );
}

export function Withdrawn({
  application,
  headingRef,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { studyText: text } = applicationText.use();
  const locale = useLocale();
  return (
    <StepBlock title={text.withdrawnTitle} headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {text.withdrawn(
          application.withdrawnAt ? formatParisDay(application.withdrawnAt, locale) : undefined,
        )}
      </p>
      <p className="mt-3 text-sm text-ink-700">{text.repayFunds}</p>
    </StepBlock>
  );
}
