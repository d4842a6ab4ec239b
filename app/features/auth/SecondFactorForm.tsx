import { useEffect, useRef } from "react";
import type { SessionUser } from "@domain/profile";
import { FormAlert } from "~/components/ui/FormAlert";
import { TextField } from "~/components/ui/fields";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { authApi } from "./authApi";

/** The login's second step, once the password was right on an account protected by TOTP. */
export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: SessionUser) => Promise<void>;
  onRestart: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => authApi().then(({ loginCode }) => loginCode.body),
    defaultValues: { code: "" },
    send: async (values) => callApi((await authApi()).loginCode, { body: values }),
    onSuccess: ({ customer }) => onSignedIn(customer),
  });
  const { errors, isSubmitting } = form.formState;

  // The form replaced the password step: screen readers and keyboards start from its title.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form
      noValidate
      onFocus={prepare}
      onSubmit={submit}
      className="flex max-w-md flex-col gap-5"
      aria-labelledby="etape-code"
    >
      <h2 id="etape-code" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        Vérification en deux étapes
      </h2>
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      <TextField
        name="code"
        label="Code de vérification"
        hint="Saisissez le code à 6 chiffres affiché par votre application d'authentification, ou l'un de vos codes de secours."
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        registration={field("code")}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Vérification…" : "Valider"}
      </button>
      <button type="button" className="link self-start" onClick={onRestart}>
        Recommencer avec mon email et mon mot de passe
      </button>
    </form>
  );
}
