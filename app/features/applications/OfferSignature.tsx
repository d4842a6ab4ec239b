import { useId, useRef, useState, type FormEvent, type Ref } from "react";
import { FormStatus } from "~/components/ui/FormStatus";
import { TextField } from "~/components/ui/fields";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { signatureOptions, signOffer } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import { addDays, offerOpen } from "@domain/credit/workflow";
import { signatureFormSchema } from "@domain/forms/creditApplication";
import { passkeyMessages } from "@domain/forms/passkeyMessages";
import { formatLongDate } from "@domain/dates";
import { LoanFigures } from "./LoanFigures";
import { figuresOfApplication } from "./loanFigures";
import { formatParisDay, parisDay } from "./displayFormats";
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
 * passkey) and ticks that they have read the offer and its FIPEN.
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
  const checkboxId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string>();
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  // The WebAuthn library is loaded on the click; the page only asks whether the browser has it.
  const passkeysAvailable = typeof window !== "undefined" && "PublicKeyCredential" in window;

  const { form, field, submit, outcome } = useApiForm({
    schema: signatureFormSchema,
    defaultValues: { method: "password", password: "" },
    send: (body) => callApi(signOffer, { params, body }),
    onSuccess: (signed) => onSigned(signed),
  });
  const { isSubmitting } = form.formState;
  const passwordError = form.getFieldState("password", form.formState).error?.message;

  /** The box is no field of the shared schema: the page checks it before anything is sent. */
  const confirmAgreement = () => {
    if (agreed) return true;
    setAgreementError(text.agreementRequired);
    checkbox.current?.focus();
    return false;
  };

  const signWithPassword = (event: FormEvent<HTMLFormElement>) => {
    setPasskeyError(undefined);
    if (confirmAgreement()) {
      void submit(event);
    } else {
      event.preventDefault();
      void form.trigger();
    }
  };

  const signWithPasskey = async () => {
    setPasskeyError(undefined);
    if (!confirmAgreement()) return;
    setPasskeyPending(true);
    try {
      const optionsJSON = await callApi(signatureOptions, { params });
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON });
      onSigned(
        await callApi(signOffer, { params, body: { method: "passkey", credential: { response } } }),
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
      <div>
        <div className="flex items-start gap-3">
          <input
            ref={checkbox}
            id={checkboxId}
            type="checkbox"
            required
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              setAgreementError(undefined);
            }}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? `${checkboxId}-erreur` : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={checkboxId} className="text-ink-900">
            {text.agreement}
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          </label>
        </div>
        {agreementError && (
          <p id={`${checkboxId}-erreur`} className="mt-1 text-sm font-medium text-danger-700">
            {agreementError}
          </p>
        )}
      </div>
      <TextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="current-password"
        hint={text.passwordHint}
        required
        error={passwordError}
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
      <h3 className="mt-8 text-lg font-semibold">{text.acceptTitle}</h3>
      {open ? (
        <>
          <p className="mt-2 text-ink-700">{text.howToAccept}</p>
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
