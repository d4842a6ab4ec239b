import { useState, type FormEvent, type Ref } from "react";
import { FormStatus } from "~/components/ui/FormStatus";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { signatureOptions, signOffer } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import { addDays } from "@domain/calendar/workingDays";
import { offerOpen } from "@domain/credit/workflow";
import { signatureFormSchema } from "@domain/forms/creditApplication";
import { passkeyMessages } from "@domain/forms/passkeyMessages";
import { formatLongDate } from "@domain/dates";
import { OfferContract } from "./ContractLink";
import { FipenLink } from "./FipenDownload";
import { LoanFigures } from "./LoanFigures";
import { figuresOfApplication } from "./loanFigures";
import { parisDay } from "@domain/calendar/parisDay";
import { formatParisDay } from "./displayFormats";
import { StepBlock } from "./StepBlock";

/**
 * Why a passkey did not sign: the server's refusal (in the page's language already), or the
 * browser's prompt closed or failing.
 */
async function passkeyFailure(error: unknown): Promise<string> {
  if (error instanceof ApiClientError) return error.message;
  const name = error instanceof Error ? error.name : "";
  return inPageLanguage(
    name === "NotAllowedError" || name === "AbortError"
      ? passkeyMessages.cancelled
      : passkeyMessages.refused,
  );
}

/**
 * Accepting the offer is a signature: the customer proves who they are again (password or
 * passkey) and ticks that they have read the offer and its FIPEN; the server keeps both.
 */
function SignatureForm({
  application,
  onSigned,
}: {
  application: Application;
  onSigned: (application: Application) => void;
}) {
  const { offerText: text } = applicationText.use();
  const params = { id: application.id };
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  // The WebAuthn library is loaded on the click; the page only asks whether the browser has it.
  const passkeysAvailable = typeof window !== "undefined" && "PublicKeyCredential" in window;

  const { form, field, submit, outcome } = useApiForm({
    schema: signatureFormSchema,
    defaultValues: { method: "password", password: "", agreement: false },
    send: (body) => callApi(signOffer, { params, body }),
    onSuccess: (signed) => onSigned(signed),
  });
  const { isSubmitting } = form.formState;
  const errorOf = (name: "password" | "agreement") =>
    form.getFieldState(name, form.formState).error?.message;

  const signWithPassword = (event: FormEvent<HTMLFormElement>) => {
    setPasskeyError(undefined);
    void submit(event);
  };

  const signWithPasskey = async () => {
    setPasskeyError(undefined);
    if (!(await form.trigger("agreement"))) {
      form.setFocus("agreement");
      return;
    }
    setPasskeyPending(true);
    try {
      const optionsJSON = await callApi(signatureOptions, { params });
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON });
      onSigned(
        await callApi(signOffer, {
          params,
          body: { method: "passkey", agreement: true, credential: { response } },
        }),
      );
    } catch (error) {
      setPasskeyError(await passkeyFailure(error));
    } finally {
      setPasskeyPending(false);
    }
  };

  const pending = isSubmitting || passkeyPending;
  return (
    <form
      noValidate
      onSubmit={signWithPassword}
      aria-label={text.formLabel}
      className="mt-4 flex max-w-xl flex-col gap-5"
    >
      <CheckboxField
        label={text.agreement}
        required
        error={errorOf("agreement")}
        registration={field("agreement")}
      />
      <TextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="current-password"
        hint={text.passwordHint}
        required
        error={errorOf("password")}
        registration={field("password")}
      />
      {/* The live regions stay in the page, empty, in one place: no blank gap between fields. */}
      <div>
        <FormStatus outcome={outcome} />
        <div role="alert">
          {passkeyError && (
            <p className="rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
              {passkeyError}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-accent" disabled={pending}>
          {isSubmitting ? text.signing : text.accept}
        </button>
        {passkeysAvailable && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={pending}
            onClick={() => void signWithPasskey()}
          >
            {passkeyPending ? text.verifying : text.usePasskey}
          </button>
        )}
      </div>
    </form>
  );
}

/** The offer staff issued: the application's figures, frozen, to accept before it expires. */
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
          <SignatureForm application={application} onSigned={onSigned} />
        </>
      ) : (
        <p className="mt-2 text-ink-700">
          {text.expired(validUntil ? formatLongDate(addDays(validUntil, 1), locale) : undefined)}
        </p>
      )}
    </StepBlock>
  );
}
