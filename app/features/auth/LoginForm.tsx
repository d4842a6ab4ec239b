import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { apiRequest, ApiClientError } from "~/lib/api";
import { lazyZodResolver } from "~/lib/forms";
import type { LoginData, LoginInput } from "@domain/forms/login";
import type { SessionUser } from "@domain/profile";
import { rememberEmail, rememberedEmail } from "~/lib/rememberedEmail";
import { homePath, signedIn } from "~/lib/session";
import { FormAlert } from "./FormAlert";
import { SecondFactorForm } from "./SecondFactorForm";

export function LoginForm() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({
    // zod is loaded when the form is first checked, not with the page.
    resolver: lazyZodResolver(() =>
      import("@domain/forms/login").then(({ loginSchema }) => loginSchema),
    ),
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  // After hydration: the pre-rendered form is the same for everyone.
  useEffect(() => {
    const email = rememberedEmail();
    if (email) {
      setValue("email", email);
      setValue("rememberMe", true);
    }
  }, [setValue]);
  const field = (name: "email" | "password") =>
    register(name, { onChange: () => clearErrors(name) });

  const enter = async (user: SessionUser) => {
    signedIn(user);
    await navigate(homePath(user));
  };

  const [passkeyPending, setPasskeyPending] = useState(false);
  // The WebAuthn library is loaded on this click, not with the page.
  const passkeySignIn = async () => {
    setFormError(undefined);
    setPasskeyPending(true);
    try {
      const { signInWithPasskey } = await import("~/lib/passkeys");
      await enter(await signInWithPasskey());
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      setFormError(error.message);
    } finally {
      setPasskeyPending(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await apiRequest<{ customer: SessionUser } | { secondFactor: "totp" }>(
        "POST",
        "/api/auth/login",
        values,
      );
      rememberEmail(values.email, values.rememberMe);
      if ("secondFactor" in answer) setSecondStep(true);
      else await enter(answer.customer);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      for (const [name, message] of Object.entries(error.fields)) {
        if ((name === "email" || name === "password") && message) setError(name, { message });
      }
      if (Object.keys(error.fields).length === 0) setFormError(error.message);
    }
  });

  if (secondStep) {
    return <SecondFactorForm onSignedIn={enter} onRestart={() => setSecondStep(false)} />;
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-md flex-col gap-5"
      aria-label="Connexion"
    >
      <FormAlert message={formError} />
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        registration={field("email")}
        name="email"
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        registration={field("password")}
        name="password"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label="Se souvenir de moi" registration={register("rememberMe")} />
        <Link to="/motDePasseOublie" className="link">
          Mot de passe oublié ?
        </Link>
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Connexion…" : "Se connecter"}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        disabled={passkeyPending}
        onClick={() => void passkeySignIn()}
      >
        {passkeyPending ? "Connexion…" : "Se connecter avec une clé d'accès"}
      </button>
      <p className="text-ink-700">
        Pas encore client ?{" "}
        <Link to="/signup" className="link">
          Créer un compte
        </Link>
      </p>
    </form>
  );
}
