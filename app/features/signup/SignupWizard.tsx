import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { CheckboxField, SelectField, TextField } from "~/components/ui/fields";
import { countries, currencies, genders } from "@domain/forms/signupOptions";
import { FormAlert } from "~/features/auth/FormAlert";
import { apiRequest, ApiClientError } from "~/lib/api";
import { zodResolver } from "~/lib/forms";
import {
  signupSchema,
  signupSteps,
  type SignupData,
  type SignupField,
  type SignupInput,
} from "@domain/forms/signup";
import type { Customer } from "@domain/profile";
import { signedIn } from "~/lib/session";
import { SignupSummary } from "./SignupSummary";
import { StrengthMeter } from "./StrengthMeter";

const STEP_COUNT = signupSteps.length;
// Long enough to read the confirmation before the client area replaces the page.
const REDIRECT_DELAY_MS = 1_500;

const emptyForm: SignupInput = {
  lastName: "",
  firstName: "",
  birthDate: "",
  gender: "" as SignupInput["gender"],
  email: "",
  whatsapp: "",
  country: "" as SignupInput["country"],
  currency: "EUR",
  password: "",
  confirmPassword: "",
  accountType: "personal",
  acceptTerms: false as unknown as true,
  newsletter: false,
};

const stepOf = (field: string) =>
  signupSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));

export function SignupWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [created, setCreated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    trigger,
    handleSubmit,
    clearErrors,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupData>({
    resolver: zodResolver(signupSchema),
    defaultValues: emptyForm,
    shouldFocusError: false,
  });

  // Editing a field clears its message (seed §4); it is checked again when the step is submitted.
  const field = (name: SignupField) => register(name, { onChange: () => clearErrors(name) });
  const error = (name: SignupField) => errors[name]?.message;

  const formRef = useRef<HTMLFormElement>(null);
  // Once React has drawn the messages, the first field marked invalid (in the page's order) gets focus.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

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

  const createAccount = async (data: SignupData) => {
    setFormError(undefined);
    try {
      const { customer } = await apiRequest<{ customer: Customer }>(
        "POST",
        "/api/auth/signup",
        data,
      );
      setCreated(true);
      signedIn(customer);
      setTimeout(() => void navigate("/espaceClient"), REDIRECT_DELAY_MS);
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      const fieldsWithErrors = Object.entries(failure.fields).filter(([name]) => stepOf(name) >= 0);
      for (const [name, message] of fieldsWithErrors) setError(name as SignupField, { message });
      const firstStep = Math.min(...fieldsWithErrors.map(([name]) => stepOf(name)));
      if (fieldsWithErrors.length === 0) {
        setFormError(failure.message);
      } else if (firstStep !== step) {
        goTo(firstStep);
      } else {
        focusFirstError();
      }
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields = signupSteps[step]?.fields ?? [];
    if (step < STEP_COUNT - 1) {
      if (await trigger(fields)) goTo(step + 1);
      else focusFirstError();
      return;
    }
    await handleSubmit(createAccount, focusFirstError)(event);
  };

  const title = signupSteps[step]?.title ?? "";
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);
  const password = useWatch({ control, name: "password" }) ?? "";

  if (created) {
    return (
      <p
        role="status"
        className="rounded-2xl bg-accent-50 p-6 text-lg font-semibold text-accent-800"
      >
        Compte créé avec succès !
        <span className="mt-1 block text-base font-normal text-ink-700">
          Vous allez être redirigé vers votre espace client.
        </span>
      </p>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
      aria-labelledby="etape-titre"
    >
      <div className="sm:col-span-2">
        <p className="flex justify-between text-sm font-semibold text-ink-700">
          <span>
            Étape {step + 1} sur {STEP_COUNT}
          </span>
          <span>{percent} %</span>
        </p>
        <div
          role="progressbar"
          aria-label="Progression de l'inscription"
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
        {title}
      </h2>
      <p className="text-sm text-ink-500 sm:col-span-2">
        Les champs marqués d'un astérisque (<span aria-hidden="true">*</span>
        <span className="sr-only">astérisque</span>) sont obligatoires.
      </p>
      <FormAlert message={formError} />

      {step === 0 && (
        <>
          <TextField
            name="lastName"
            label="Nom"
            required
            autoComplete="family-name"
            error={error("lastName")}
            registration={field("lastName")}
          />
          <TextField
            name="firstName"
            label="Prénom"
            required
            autoComplete="given-name"
            error={error("firstName")}
            registration={field("firstName")}
          />
          <TextField
            name="birthDate"
            label="Date de naissance"
            type="date"
            required
            autoComplete="bday"
            error={error("birthDate")}
            registration={field("birthDate")}
          />
          <SelectField
            name="gender"
            label="Genre"
            required
            options={genders}
            error={error("gender")}
            registration={field("gender")}
          />
          <TextField
            name="email"
            label="Adresse email"
            type="email"
            required
            autoComplete="email"
            error={error("email")}
            registration={field("email")}
          />
          <TextField
            name="whatsapp"
            label="Numéro WhatsApp"
            type="tel"
            required
            autoComplete="tel"
            hint="Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78"
            error={error("whatsapp")}
            registration={field("whatsapp")}
          />
          <SelectField
            name="country"
            label="Pays"
            required
            options={countries}
            error={error("country")}
            registration={field("country")}
          />
          <SelectField
            name="currency"
            label="Devise"
            options={currencies}
            placeholder={false}
            error={error("currency")}
            registration={field("currency")}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary">
              Continuer vers la sécurité
            </button>
          </div>
        </>
      )}

      {step === 1 && (
        <>
          <TextField
            name="password"
            label="Mot de passe"
            type="password"
            required
            autoComplete="new-password"
            error={error("password")}
            registration={field("password")}
            wide
          />
          <StrengthMeter password={password} />
          <TextField
            name="confirmPassword"
            label="Confirmer le mot de passe"
            type="password"
            required
            autoComplete="new-password"
            error={error("confirmPassword")}
            registration={field("confirmPassword")}
            wide
          />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="button" className="btn btn-outline" onClick={() => goTo(0)}>
              Retour
            </button>
            <button type="submit" className="btn btn-primary">
              Continuer vers la finalisation
            </button>
          </div>
        </>
      )}

      {step === 2 && (
        <>
          <SignupSummary values={getValues()} />
          <CheckboxField
            required
            error={error("acceptTerms")}
            registration={field("acceptTerms")}
            label={
              <>
                J'accepte les{" "}
                <Link to="/termes" className="link" target="_blank">
                  conditions générales d'utilisation
                </Link>{" "}
                et la{" "}
                <Link to="/politiquesConfidentialite" className="link" target="_blank">
                  politique de confidentialité
                </Link>
              </>
            }
          />
          <CheckboxField
            registration={field("newsletter")}
            label="Je souhaite recevoir la newsletter d'Aurore Banque (conseils et nouvelles offres, désinscription à tout moment)"
          />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="button" className="btn btn-outline" onClick={() => goTo(1)}>
              Retour
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? "Création du compte…" : "Créer mon compte"}
            </button>
          </div>
        </>
      )}

      <p className="text-ink-700 sm:col-span-2">
        Déjà client ?{" "}
        <Link to="/login" className="link">
          Se connecter
        </Link>
      </p>
    </form>
  );
}
