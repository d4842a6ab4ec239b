import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { LoginData } from "@domain/forms/login";
import { loginMissing } from "@domain/forms/missing";
import type { SessionUser } from "@domain/profile";
import { FormAlert } from "~/components/ui/FormAlert";
import { authText } from "~/content/auth.i18n";
import { Link } from "~/i18n/Link";
import { useLocalizeTo } from "~/i18n/locale";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { callApi } from "~/lib/api";
import { loginThenReturn } from "~/lib/applicationLinks";
import { rememberEmail, rememberedEmail } from "~/lib/rememberedEmail";
import { useReturnPath } from "~/lib/returnPath";
import { homePath, signedIn } from "~/lib/session";
import { PageFormName, usePageFormAnswer } from "~/lib/pageForms";
import { useApiForm } from "~/lib/useApiForm";
import { authApi } from "./authApi";
import { SecondFactorForm } from "./SecondFactorForm";

export function LoginForm() {
  const { loginText: text } = authText.use();
  const navigate = useNavigate();
  const localize = useLocalizeTo();
  // What was typed at the password step, given back if the customer starts over from the code step.
  const [passwordStep, setPasswordStep] = useState<LoginData>();
  // Sent without scripts, the right password draws the code step on the server.
  const [codeStepFromServer, setCodeStepFromServer] = useState(
    usePageFormAnswer("loginCode") !== undefined,
  );
  // A page that asked for a sign-in (`?suite=`) gets the customer back, whichever way they sign in.
  const returnPath = useReturnPath();

  const enter = async (user: SessionUser) => {
    signedIn(user);
    await navigate(returnPath ?? localize(homePath(user)));
  };

  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => authApi().then(({ login }) => login.body),
    defaultValues: { email: "", password: "", rememberMe: false },
    send: async (values) => callApi((await authApi()).login, { body: values }),
    onSuccess: async (answer, values) => {
      rememberEmail(values.email, values.rememberMe);
      if ("secondFactor" in answer) setPasswordStep(values);
      else await enter(answer.customer);
    },
    pageForm: "login",
  });
  const { setValue } = form;
  const { errors, isSubmitting } = form.formState;

  // After hydration: the pre-rendered form is the same for everyone.
  useEffect(() => {
    const email = rememberedEmail();
    if (email) {
      setValue("email", email);
      setValue("rememberMe", true);
    }
  }, [setValue]);

  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  // The WebAuthn library is loaded on this click, not with the page.
  const passkeySignIn = async () => {
    setPasskeyError(undefined);
    setPasskeyPending(true);
    try {
      const { signInWithPasskey } = await import("~/lib/passkeys");
      await enter(await signInWithPasskey());
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      const { ceremonyMessage } = await import("~/lib/passkeys");
      setPasskeyError(await ceremonyMessage(error));
    } finally {
      setPasskeyPending(false);
    }
  };

  if (passwordStep || codeStepFromServer) {
    return (
      <SecondFactorForm
        onSignedIn={enter}
        onRestart={() => {
          form.reset(passwordStep ?? {});
          setPasswordStep(undefined);
          setCodeStepFromServer(false);
        }}
      />
    );
  }

  // One alert for the whole form: the latest of the password step and the passkey.
  const formFailure = outcome?.kind === "failed" ? outcome.message : undefined;
  const alert = passkeyPending ? undefined : (passkeyError ?? formFailure);

  return (
    <form
      method="post"
      noValidate
      onFocus={prepare}
      onSubmit={(event) => {
        setPasskeyError(undefined);
        void submit(event);
      }}
      className="flex max-w-md flex-col gap-5"
      aria-label={text.formLabel}
    >
      <FormAlert message={alert} />
      <PageFormName form="login" />
      <TextField
        label={text.email}
        type="email"
        autoComplete="email"
        required
        missing={loginMissing.email}
        error={errors.email?.message}
        registration={field("email")}
        name="email"
      />
      <TextField
        label={text.password}
        type="password"
        autoComplete="current-password"
        required
        missing={loginMissing.password}
        error={errors.password?.message}
        registration={field("password")}
        name="password"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={text.rememberMe} registration={form.register("rememberMe")} />
        <Link to="/motDePasseOublie" className="link">
          {text.forgotPassword}
        </Link>
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        disabled={passkeyPending}
        onClick={() => void passkeySignIn()}
      >
        {passkeyPending ? text.submitting : text.passkey}
      </button>
      <p className="text-ink-700">
        {text.notCustomer}{" "}
        <Link
          to={returnPath === null ? "/signup" : loginThenReturn(returnPath, "/signup")}
          className="link"
        >
          {text.createAccount}
        </Link>
      </p>
    </form>
  );
}
