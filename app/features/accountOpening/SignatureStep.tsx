import { useState, type FormEvent, type Ref } from "react";
import {
  downloadOpeningDocument,
  issueOpeningDocuments,
  openingSignatureOptions,
  signOpening,
} from "@domain/api/accountOpening";
import { openingDocumentFiles, type Opening } from "@domain/currentAccount/opening";
import { openingSignatureSchema } from "@domain/forms/accountOpening";
import { passkeyMessages } from "@domain/forms/passkeyMessages";
import { endpointUrl } from "@domain/api/endpoint";
import { FormAlert } from "~/components/ui/FormAlert";
import { FormStatus } from "~/components/ui/FormStatus";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { StageSection } from "./StageSection";

/** Each document's address, to save with the browser's own download. */
const documentHref = (kind: keyof typeof openingDocumentFiles) =>
  endpointUrl(downloadOpeningDocument, { kind });

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
 * The signature as the loan offer's: the box saying the documents were read, then the password
 * again, or the passkey when the browser has them. The server keeps the proof and the digests.
 */
function SignatureForm({ onSigned }: { onSigned: (opening: Opening) => void }) {
  const { signatureText: text } = accountOpeningText.use();
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  // The WebAuthn library is loaded on the click; the page only asks whether the browser has it.
  const passkeysAvailable = typeof window !== "undefined" && "PublicKeyCredential" in window;

  const { form, field, submit, outcome } = useApiForm({
    schema: openingSignatureSchema,
    defaultValues: { method: "password", password: "", agreement: false },
    send: (body) => callApi(signOpening, { body }),
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
      const optionsJSON = await callApi(openingSignatureOptions);
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON });
      onSigned(
        await callApi(signOpening, {
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
      className="mt-6 flex max-w-xl flex-col gap-5"
    >
      <CheckboxField
        label={text.acknowledge}
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
          {isSubmitting ? text.signing : text.sign}
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

/**
 * The agreement and the fee information document, issued from the answers on the customer's
 * click, each downloadable, then the signature.
 */
export function SignatureStep({
  opening,
  onChange,
  onSigned,
  headingRef,
}: {
  opening: Opening;
  onChange: (opening: Opening) => void;
  onSigned: (opening: Opening) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { signatureText: text } = accountOpeningText.use();
  const [issuing, setIssuing] = useState(false);
  const [failure, setFailure] = useState<string>();

  const issue = async () => {
    setFailure(undefined);
    setIssuing(true);
    try {
      onChange(await callApi(issueOpeningDocuments));
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setFailure(error.message);
    } finally {
      setIssuing(false);
    }
  };

  return (
    <StageSection title={text.title} intro={text.intro} headingRef={headingRef}>
      <div className="mt-4">
        <FormAlert message={failure} />
      </div>
      {opening.documents ? (
        <>
          <ul className="mt-4 flex flex-col gap-2">
            <li>
              <a className="link" href={documentHref("convention.pdf")} download>
                {text.agreement}
              </a>
            </li>
            <li>
              <a
                className="link"
                href={documentHref("document-information-tarifaire.pdf")}
                download
              >
                {text.feeInformation}
              </a>
            </li>
          </ul>
          <SignatureForm onSigned={onSigned} />
        </>
      ) : (
        <button
          type="button"
          className="btn btn-accent mt-4"
          disabled={issuing}
          onClick={() => void issue()}
        >
          {issuing ? text.issuing : text.issue}
        </button>
      )}
    </StageSection>
  );
}
