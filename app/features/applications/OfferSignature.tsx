import type { Ref } from "react";
import { SignatureForm } from "~/components/ui/SignatureForm";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { signatureOptions, signOffer } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import { addDays } from "@domain/calendar/workingDays";
import { offerOpen } from "@domain/credit/workflow";
import { signatureFormSchema } from "@domain/forms/creditApplication";
import { formatLongDate } from "@domain/dates";
import { OfferContract } from "./ContractLink";
import { FipenLink } from "./FipenDownload";
import { LoanFigures } from "./LoanFigures";
import { figuresOfApplication } from "./loanFigures";
import { parisDay } from "@domain/calendar/parisDay";
import { formatParisDay } from "./displayFormats";
import { StepBlock } from "./StepBlock";

/**
 * The offer staff issued: the application's figures, frozen, to accept before it expires. Accepting
 * it is a signature: the customer ticks that they have read the offer and its FIPEN and proves who
 * they are again (password or passkey); the server keeps both.
 */
export function OfferSignature({
  application,
  headingRef,
  onSigned,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
  onSigned: (application: Application) => void;
}) {
  const { offerText: text } = applicationText.use();
  const locale = useLocale();
  const validUntil = application.offerValidUntil;
  const open = offerOpen(application, parisDay(new Date()));
  const params = { id: application.id };
  return (
    <StepBlock title={text.title} headingRef={headingRef}>
      <p className="mt-3 text-ink-700">
        {text.intro({
          issuedOn: application.decision
            ? formatParisDay(application.decision.decidedAt, locale)
            : undefined,
          validUntil: validUntil ? formatLongDate(validUntil, locale) : undefined,
        })}
      </p>
      <div className="mt-6">
        <LoanFigures loan={figuresOfApplication(application)} />
      </div>
      <OfferContract applicationId={application.id} />
      <h3 className="mt-8 text-lg font-semibold">{text.acceptTitle}</h3>
      {open ? (
        <>
          <p className="mt-2 text-ink-700">{text.beforeSigning}</p>
          <FipenLink applicationId={application.id} />
          <p className="mt-4 text-ink-700">{text.howToAccept}</p>
          <SignatureForm
            schema={signatureFormSchema}
            sign={(body) => callApi(signOffer, { params, body })}
            passkeyChallenge={() => callApi(signatureOptions, { params })}
            onSigned={onSigned}
            words={{ ...text, acknowledge: text.agreement, sign: text.accept }}
            className="mt-4"
          />
        </>
      ) : (
        <p className="mt-2 text-ink-700">
          {text.expired(validUntil ? formatLongDate(addDays(validUntil, 1), locale) : undefined)}
        </p>
      )}
    </StepBlock>
  );
}
