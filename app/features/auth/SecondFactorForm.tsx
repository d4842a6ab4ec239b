import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "~/components/ui/fields";
import { apiRequest, ApiClientError } from "~/lib/api";
import { lazyZodResolver } from "~/lib/forms";
import type { SessionUser } from "@domain/profile";
import type { SecondFactorInput } from "@domain/forms/twoFactor";
import { FormAlert } from "./FormAlert";

/** The login's second step, once the password was right on an account protected by TOTP. */
export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: SessionUser) => Promise<void>;
  onRestart: () => void;
}) {
  const [formError, setFormError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorInput>({
    resolver: lazyZodResolver(() =>
      import("@domain/forms/twoFactor").then(({ secondFactorSchema }) => secondFactorSchema),
    ),
    defaultValues: { code: "" },
  });

  // The form replaced the password step: screen readers and keyboards start from its title.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { customer } = await apiRequest<{ customer: SessionUser }>(
        "POST",
        "/api/auth/login/code",
        values,
      );
      await onSignedIn(customer);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.fields.code)
        setError("code", { message: error.fields.code }, { shouldFocus: true });
      else setFormError(error.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-md flex-col gap-5"
      aria-labelledby="etape-code"
    >
      <h2 id="etape-code" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        Vérification en deux étapes
      </h2>
      <FormAlert message={formError} />
      <TextField
        name="code"
        label="Code de vérification"
        hint="Saisissez le code à 6 chiffres affiché par votre application d'authentification, ou l'un de vos codes de secours."
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        registration={register("code", { onChange: () => clearErrors("code") })}
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
