import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useWatch, type Control, type UseFormRegisterReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  CheckboxField,
  RequiredFieldsLegend,
  SelectField,
  TextField,
} from "~/components/ui/fields";
import { signupText } from "~/content/signup.i18n";
import type { LabelPart } from "~/content/types";
import { Link } from "~/i18n/Link";
import { useLocalizeTo } from "~/i18n/locale";
import { FormAlert } from "~/components/ui/FormAlert";
import { callApi } from "~/lib/api";
import { loginThenReturn } from "~/lib/applicationLinks";
import { useReturnPath } from "~/lib/returnPath";
import { signedIn } from "~/lib/session";
import { checkedOrSentToServer } from "~/lib/forms";
import { useApiForm } from "~/lib/useApiForm";
import {
  PageFormName,
  signupBackField,
  signupFinalPage,
  signupPageField,
  usePageFormAnswer,
} from "~/lib/pageForms";
import type { SignupData, SignupInput } from "@domain/forms/signup";
import {
  emptySignup,
  firstStepWhere,
  signupSteps,
  type SignupFieldSpec,
} from "@domain/forms/signupSteps";

// The rules and the summary check and format WhatsApp numbers for twelve countries: the phone
// library weighs more than the rest of the page, so it loads as the visitor starts filling in.
const signupRules = () => import("@domain/forms/signup");
const signupApi = () => import("@domain/api/signup");
const SignupSummary = lazy(() =>
  import("./SignupSummary").then((module) => ({ default: module.SignupSummary })),
);
// The meter is on the second step: the first does without it, and fetches it as it is filled in.
const strengthMeter = () => import("~/components/ui/StrengthMeter");
const StrengthMeter = lazy(() =>
  strengthMeter().then((module) => ({ default: module.StrengthMeter })),
);

const STEP_COUNT = signupSteps.length;
// Long enough to read the confirmation before the client area replaces the page.
const REDIRECT_DELAY_MS = 1_500;

type SignupControl = Control<SignupInput, unknown, SignupData>;

type InputSpec = Extract<SignupFieldSpec, { control: "input" }>;

/** The meter follows the field as it is typed, without redrawing the rest of the step. */
function WatchedStrengthMeter({
  control,
  name,
}: {
  control: SignupControl;
  name: InputSpec["name"];
}) {
  const { passwordStrengthText } = signupText.use();
  return (
    <Suspense fallback={null}>
      <StrengthMeter password={useWatch({ control, name }) ?? ""} text={passwordStrengthText} />
    </Suspense>
  );
}

/** Links in a box's label open in a new tab: the wizard keeps what was typed. */
const richLabel = (parts: readonly LabelPart[]) =>
  parts.map((part) =>
    typeof part === "string" ? (
      part
    ) : (
      <Link key={part.to} to={part.to} className="link" target="_blank">
        {part.text}
      </Link>
    ),
  );

interface FieldViewProps {
  spec: SignupFieldSpec;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  control: SignupControl;
}

function SignupFieldView({ spec, registration, error, control }: FieldViewProps) {
  const { signupFieldTexts, signupChoiceTexts } = signupText.use();
  switch (spec.control) {
    case "input": {
      const text: { label: string; hint?: string } = signupFieldTexts[spec.name];
      return (
        <>
          <TextField
            name={spec.name}
            label={text.label}
            type={spec.type}
            required={spec.required}
            autoComplete={spec.autoComplete}
            hint={text.hint}
            wide={spec.wide}
            error={error}
            missing={spec.missing}
            registration={registration}
          />
          {spec.strengthMeter && <WatchedStrengthMeter control={control} name={spec.name} />}
        </>
      );
    }
    case "select": {
      const choices: Record<string, string> = signupChoiceTexts[spec.name];
      return (
        <SelectField
          name={spec.name}
          label={signupFieldTexts[spec.name].label}
          required={spec.required}
          options={spec.options.map(({ value }) => ({ value, label: choices[value] ?? value }))}
          placeholder={spec.alwaysChosen ? false : undefined}
          error={error}
          missing={spec.missing}
          registration={registration}
        />
      );
    }
    case "checkbox":
      return (
        <CheckboxField
          required={spec.required}
          error={error}
          missing={spec.missing}
          registration={registration}
          label={richLabel(signupFieldTexts[spec.name].label)}
        />
      );
  }
}

export function SignupWizard() {
  const { signupStepTexts, signupWizardText: text } = signupText.use();
  const navigate = useNavigate();
  const localizeTo = useLocalizeTo();
  // A page that asked for an account (`?suite=`) gets the new customer back once it is created.
  const returnPath = useReturnPath();
  // Sent without scripts, the wizard's pages come back from the server: its first page with its
  // messages, or its last two at once (password, summary and boxes), the first page's values in
  // hidden fields, so that no password ever travels back to the browser.
  const serverAnswer = usePageFormAnswer("signup");
  const finalFromServer =
    serverAnswer !== undefined &&
    (serverAnswer.signupPage ??
      (firstStepWhere((name) => name in serverAnswer.fields) === 0 ? "first" : "final")) ===
      "final";
  const [step, setStep] = useState(finalFromServer ? 1 : 0);
  const [created, setCreated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => signupRules().then((rules) => rules.signupSchema),
    defaultValues: emptySignup,
    send: async (values) => callApi((await signupApi()).signup, { body: values }),
    onSuccess: ({ customer }) => {
      setCreated(true);
      signedIn(customer);
      setTimeout(() => void navigate(returnPath ?? localizeTo("/espaceClient")), REDIRECT_DELAY_MS);
    },
    pageForm: "signup",
  });
  const { errors, isSubmitting } = form.formState;

  const formRef = useRef<HTMLFormElement>(null);
  // Once React has drawn the messages, the first field marked invalid (in the page's order) gets
  // focus: an effect of the render that shows them, whenever that render comes.
  const [errorFocusRequests, setErrorFocusRequests] = useState(0);
  useEffect(() => {
    if (errorFocusRequests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocusRequests]);
  const focusFirstError = () => setErrorFocusRequests((count) => count + 1);

  const [movedStep, setMovedStep] = useState(false);
  // A new step starts at its title, unless the server sent the customer back to a wrong field.
  useEffect(() => {
    if (!movedStep) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? headingRef.current)?.focus();
  }, [step, movedStep]);

  const goTo = (next: number) => {
    setMovedStep(true);
    setStep(next);
  };

  const current = signupSteps[step];
  const currentText = signupStepTexts[step];
  const bothLastPages = finalFromServer && step === STEP_COUNT - 2;
  const lastStep = bothLastPages || step === STEP_COUNT - 1;
  const shownSteps = bothLastPages ? signupSteps.slice(step) : current ? [current] : [];

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!lastStep) {
      event.preventDefault();
      const names = current?.fields.map((spec) => spec.name) ?? [];
      // Sent to the server, the page's hidden fields name the step: it draws the next one.
      await checkedOrSentToServer(event.currentTarget, async () => {
        if (await form.trigger(names)) goTo(step + 1);
        else focusFirstError();
      });
      return;
    }
    await submit(event);
    // The server may refuse a field of an earlier step (an address already taken): back to it.
    const wrongStep = firstStepWhere((name) => form.getFieldState(name).invalid);
    if (wrongStep === -1) return;
    if (wrongStep === step) focusFirstError();
    else goTo(wrongStep);
  };

  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);

  if (created) {
    return (
      <p
        role="status"
        className="rounded-2xl bg-accent-50 p-6 text-lg font-semibold text-accent-800"
      >
        {text.created}
        <span className="mt-1 block text-base font-normal text-ink-700">
          {returnPath === null ? text.toClientArea : text.toReturnPage}
        </span>
      </p>
    );
  }

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onFocus={() => {
        prepare();
        void strengthMeter();
      }}
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
      aria-labelledby="etape-titre"
    >
      <div className="sm:col-span-2">
        <p className="flex justify-between text-sm font-semibold text-ink-700">
          <span>{text.stepOf({ step: step + 1, count: STEP_COUNT })}</span>
          <span>{text.percent({ percent })}</span>
        </p>
        <div
          role="progressbar"
          aria-label={text.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <h2
        id="etape-titre"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold sm:col-span-2"
      >
        {currentText?.title}
      </h2>
      <RequiredFieldsLegend />
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      <PageFormName form="signup" />
      <input
        type="hidden"
        name={signupPageField}
        value={lastStep ? signupFinalPage : String(step)}
      />
      {bothLastPages &&
        signupSteps[0]?.fields.map((spec) => (
          <input
            key={spec.name}
            type="hidden"
            name={spec.name}
            value={String(form.getValues(spec.name) ?? "")}
          />
        ))}

      {shownSteps.some((shown) => shown.summary) && (
        <Suspense fallback={null}>
          <SignupSummary values={form.getValues()} />
        </Suspense>
      )}
      {shownSteps
        .flatMap((shown) => shown.fields)
        .map((spec) => (
          <SignupFieldView
            key={spec.name}
            spec={spec}
            registration={field(spec.name)}
            error={errors[spec.name]?.message}
            control={form.control}
          />
        ))}
      <div className={step === 0 ? "sm:col-span-2" : "flex flex-wrap gap-3 sm:col-span-2"}>
        {step > 0 && (
          // A submit button without scripts, back to the first page with its values.
          <button
            type="submit"
            name={signupBackField}
            value="0"
            formNoValidate
            className="btn btn-outline"
            onClick={(event) => {
              event.preventDefault();
              goTo(step - 1);
            }}
          >
            {text.back}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={lastStep && isSubmitting}>
          {lastStep && isSubmitting
            ? text.creating
            : (lastStep ? signupStepTexts[STEP_COUNT - 1] : currentText)?.submitLabel}
        </button>
      </div>

      <p className="text-ink-700 sm:col-span-2">
        {text.alreadyCustomer}{" "}
        <Link to={returnPath === null ? "/login" : loginThenReturn(returnPath)} className="link">
          {text.signIn}
        </Link>
      </p>
    </form>
  );
}
