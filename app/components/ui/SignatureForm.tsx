import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import type { authenticationOptionsSchema } from "@domain/api/passkeys";
import type { freshProofSchema } from "@domain/forms/freshProof";
import { passkeyMessages } from "@domain/forms/passkeyMessages";
import { FormStatus } from "~/components/ui/FormStatus";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";

type FreshProofSchema = ReturnType<typeof freshProofSchema>;

/** What the customer sends to sign: their password, or their passkey's answer. */
export type FreshProof = z.output<FreshProofSchema>;

/** The words of a signature's form, from the catalog of what is signed. */
export interface SignatureWords {
  /** The form's accessible name. */
  formLabel: string;
  /** The box to tick: what the customer acknowledges having read. */
  acknowledge: ReactNode;
  password: string;
  passwordHint: string;
  sign: string;
  signing: string;
  usePasskey: string;
  verifying: string;
}

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
 * A signature (the loan offer's, the account opening's): the box saying what is signed was read,
 * then a fresh proof of identity, the password again or a passkey when the browser has them. What
 * is signed is the caller's: its schema (the box's own message), its endpoints behind `sign` and
 * `passkeyChallenge`, and what the page does with the answer.
 */
export function SignatureForm<Signed extends object>({
  schema,
  sign,
  passkeyChallenge,
  onSigned,
  words,
  className,
}: {
  schema: FreshProofSchema;
  /** Sends the proof to what is signed; answers it signed. */
  sign: (proof: FreshProof) => Promise<Signed>;
  /** The passkey's challenge for this signature. */
  passkeyChallenge: () => Promise<z.output<typeof authenticationOptionsSchema>>;
  onSigned: (signed: Signed) => void;
  words: SignatureWords;
  /** The form's place in the page (its margin above). */
  className: string;
}) {
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  // The WebAuthn library is loaded on the click; the page only asks whether the browser has it.
  const passkeysAvailable = typeof window !== "undefined" && "PublicKeyCredential" in window;

  const { form, field, submit, outcome } = useApiForm({
    schema,
    defaultValues: { method: "password", password: "", agreement: false },
    send: sign,
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
      const optionsJSON = await passkeyChallenge();
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON });
      onSigned(await sign({ method: "passkey", agreement: true, credential: { response } }));
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
      aria-label={words.formLabel}
      className={`${className} flex max-w-xl flex-col gap-5`}
    >
      <CheckboxField
        label={words.acknowledge}
        required
        error={errorOf("agreement")}
        registration={field("agreement")}
      />
      <TextField
        name="password"
        label={words.password}
        type="password"
        autoComplete="current-password"
        hint={words.passwordHint}
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
          {isSubmitting ? words.signing : words.sign}
        </button>
        {passkeysAvailable && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={pending}
            onClick={() => void signWithPasskey()}
          >
            {passkeyPending ? words.verifying : words.usePasskey}
          </button>
        )}
      </div>
    </form>
  );
}
