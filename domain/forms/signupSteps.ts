import type { SelectOption } from "../leads/spec";
import type { SignupInput } from "./signup";
import { countries, currencies, genders } from "./signupOptions";

export type SignupField = keyof SignupInput;

/** The fields whose value is of this type: a box to tick holds a boolean, a text field a string. */
type FieldsHolding<Value> = {
  [Name in SignupField]-?: NonNullable<SignupInput[Name]> extends Value ? Name : never;
}[SignupField];

/** A piece of a box's label: words, or words linking to a page of the site. */
export type LabelPart = string | { text: string; to: `/${string}` };

interface FieldBase<Name extends SignupField> {
  name: Name;
  required?: boolean;
}

export type SignupFieldSpec =
  | (FieldBase<FieldsHolding<string>> & {
      control: "input";
      label: string;
      type: "text" | "email" | "tel" | "date" | "password";
      autoComplete: string;
      hint?: string;
      /** Spans both columns. */
      wide?: boolean;
      /** The seed's strength meter sits under the field and follows what is typed. */
      strengthMeter?: boolean;
    })
  | (FieldBase<FieldsHolding<string>> & {
      control: "select";
      label: string;
      options: readonly SelectOption[];
      /** No empty first choice: the field always has a value (the default currency). */
      alwaysChosen?: boolean;
    })
  | (FieldBase<FieldsHolding<boolean>> & { control: "checkbox"; label: readonly LabelPart[] });

export interface SignupStep {
  title: string;
  /** The button that checks the step and moves on; on the last step, it creates the account. */
  submitLabel: string;
  /** The summary of what the earlier steps say, shown above the step's fields. */
  summary?: boolean;
  fields: readonly SignupFieldSpec[];
}

/**
 * The signup wizard as data, in the seed's order and words: the page draws each step from it and
 * checks a step's fields before moving on. The rules themselves are `signupSchema`'s.
 */
export const signupSteps: readonly SignupStep[] = [
  {
    title: "Informations Personnelles",
    submitLabel: "Continuer vers la sécurité",
    fields: [
      {
        control: "input",
        name: "lastName",
        label: "Nom",
        type: "text",
        required: true,
        autoComplete: "family-name",
      },
      {
        control: "input",
        name: "firstName",
        label: "Prénom",
        type: "text",
        required: true,
        autoComplete: "given-name",
      },
      {
        control: "input",
        name: "birthDate",
        label: "Date de naissance",
        type: "date",
        required: true,
        autoComplete: "bday",
      },
      { control: "select", name: "gender", label: "Genre", required: true, options: genders },
      {
        control: "input",
        name: "email",
        label: "Adresse email",
        type: "email",
        required: true,
        autoComplete: "email",
      },
      {
        control: "input",
        name: "whatsapp",
        label: "Numéro WhatsApp",
        type: "tel",
        required: true,
        autoComplete: "tel",
        hint: "Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78",
      },
      { control: "select", name: "country", label: "Pays", required: true, options: countries },
      {
        control: "select",
        name: "currency",
        label: "Devise",
        options: currencies,
        alwaysChosen: true,
      },
    ],
  },
  {
    title: "Sécurité du Compte",
    submitLabel: "Continuer vers la finalisation",
    fields: [
      {
        control: "input",
        name: "password",
        label: "Mot de passe",
        type: "password",
        required: true,
        autoComplete: "new-password",
        wide: true,
        strengthMeter: true,
      },
      {
        control: "input",
        name: "confirmPassword",
        label: "Confirmer le mot de passe",
        type: "password",
        required: true,
        autoComplete: "new-password",
        wide: true,
      },
    ],
  },
  {
    title: "Finalisation",
    submitLabel: "Créer mon compte",
    summary: true,
    fields: [
      {
        control: "checkbox",
        name: "acceptTerms",
        required: true,
        label: [
          "J'accepte les ",
          { text: "conditions générales d'utilisation", to: "/termes" },
          " et la ",
          { text: "politique de confidentialité", to: "/politiquesConfidentialite" },
        ],
      },
      {
        control: "checkbox",
        name: "newsletter",
        label: [
          "Je souhaite recevoir la newsletter d'Aurore Banque (conseils et nouvelles offres, désinscription à tout moment)",
        ],
      },
    ],
  },
];

/**
 * What the wizard starts with: the selects on their empty choice, both boxes unticked (a
 * pre-ticked newsletter box is no consent), the account type left to the schema's default.
 */
export const emptySignup: SignupInput = {
  lastName: "",
  firstName: "",
  birthDate: "",
  gender: "",
  email: "",
  whatsapp: "",
  country: "",
  currency: "EUR",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
  newsletter: false,
};

/** The first step with a field that passes the test (a wrong one), or -1 when none does. */
export const firstStepWhere = (test: (name: SignupField) => boolean): number =>
  signupSteps.findIndex((step) => step.fields.some((field) => test(field.name)));
