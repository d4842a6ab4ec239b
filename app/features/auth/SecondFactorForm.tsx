import { useEffect, useRef } from "react";
import type { SessionUser } from "@domain/profile";
import { FormAlert } from "~/components/ui/FormAlert";
import { TextField } from "~/components/ui/fields";
import { authText } from "~/content/auth.i18n";
import { callApi } from "~/lib/api";
import { PageFormName } from "~/lib/pageForms";
import { useApiForm } from "~/lib/useApiForm";
import { Link } from "~/i18n/Link";
import { authApi } from "./authApi";

/** The login's second step, once the password was right on an account protected by TOTP. */
export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: SessionUser) => Promise<void>;
  onRestart: () => void;
}) {
  const { secondFactorText: text } = authText.use();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => authApi().then(({ loginCode }) => loginCode.body),
    defaultValues: { code: "" },
    send: async (values) => callApi((await authApi()).loginCode, { body: values }),
    onSuccess: ({ customer }) => onSignedIn(customer),
    pageForm: "loginCode",
  });
  const { errors, isSubmitting } = form.formState;

  // The form replaced the password step: screen readers and keyboards start from its title.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form
      method="post"
      noValidate
      onFocus={prepare}
      onSubmit={submit}
      className="flex max-w-md flex-col gap-5"
      aria-labelledby="etape-code"
    >
      <h2 id="etape-code" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {text.title}
      </h2>
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      <PageFormName form="loginCode" />
      <TextField
        name="code"
        label={text.code}
        hint={text.codeHint}
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        registration={field("code")}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
      {/* A link to the password step, so that it works without scripts too. */}
      <Link
        to="/login"
        className="link self-start"
        onClick={(event) => {
          event.preventDefault();
          onRestart();
        }}
      >
        {text.restart}
      </Link>
    </form>
  );
}
