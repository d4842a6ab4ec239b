import type { SiteMessageKey } from "../i18n/messages";
import type { SignupInput } from "./signup";
import { countries, currencies, genders } from "./signupOptions";

export type SignupField = keyof SignupInput;

/** The fields whose value is of this type: a box to tick holds a boolean, a text field a string. */
type FieldsHolding<Value> = {
  [Name in SignupField]-?: NonNullable<SignupInput[Name]> extends Value ? Name : never;
}[SignupField];

/** The fields chosen from a list of codes. */
export type ChoiceField = "gender" | "country" | "currency";
/** The fields typed in; the account type is left to the schema's default. */
export type TypedField = Exclude<FieldsHolding<string>, ChoiceField | "accountType">;

interface FieldBase<Name extends SignupField> {
  name: Name;
  required?: boolean;
  /**
   * What the rules say of the field left empty: the page draws it hidden, and shows it at once
   * when the step is sent empty before its scripts run (issue 31).
   */
  missing?: SiteMessageKey;
}

export type SignupFieldSpec =
  | (FieldBase<TypedField> & {
      control: "input";
      type: "text" | "email" | "tel" | "date" | "password";
      autoComplete: string;
      /** Spans both columns. */
      wide?: boolean;
      /** The seed's strength meter sits under the field and follows what is typed. */
      strengthMeter?: boolean;
    })
  | (FieldBase<ChoiceField> & {
      control: "select";
      /** The codes offered, in the seed's order; the page words each in its language. */
      options: readonly { value: string }[];
      /** No empty first choice: the field always has a value (the default currency). */
      alwaysChosen?: boolean;
    })
  | (FieldBase<FieldsHolding<boolean>> & { control: "checkbox" });

export interface SignupStep {
  /** The summary of what the earlier steps say, shown above the step's fields. */
  summary?: boolean;
  fields: readonly SignupFieldSpec[];
}

/**
 * The signup wizard as data, in the seed's order: the page draws each step from it, in its
 * language's words (app/content/signup.ts), and checks a step's fields before moving on. The rules
 * themselves are `signupSchema`'s.
 */
export const signupSteps: readonly SignupStep[] = [
  {
    fields: [
      {
        control: "input",
        name: "lastName",
        type: "text",
        required: true,
        missing: "lastNameRequired",
        autoComplete: "family-name",
      },
      {
        control: "input",
        name: "firstName",
        type: "text",
        required: true,
        missing: "firstNameRequired",
        autoComplete: "given-name",
      },
      {
        control: "input",
        name: "birthDate",
        type: "date",
        required: true,
        missing: "birthDateRequired",
        autoComplete: "bday",
      },
      {
        control: "select",
        name: "gender",
        required: true,
        missing: "genderRequired",
        options: genders,
      },
      {
        control: "input",
        name: "email",
        type: "email",
        required: true,
        missing: "emailRequired",
        autoComplete: "email",
      },
      {
        control: "input",
        name: "whatsapp",
        type: "tel",
        required: true,
        missing: "whatsappRequired",
        autoComplete: "tel",
      },
      {
        control: "select",
        name: "country",
        required: true,
        missing: "countryRequired",
        options: countries,
      },
      { control: "select", name: "currency", options: currencies, alwaysChosen: true },
    ],
  },
  {
    fields: [
      {
        control: "input",
        name: "password",
        type: "password",
        required: true,
        missing: "loginPasswordRequired",
        autoComplete: "new-password",
        wide: true,
        strengthMeter: true,
      },
      {
        control: "input",
        name: "confirmPassword",
        type: "password",
        required: true,
        missing: "confirmPasswordRequired",
        autoComplete: "new-password",
        wide: true,
      },
    ],
  },
  {
    summary: true,
    fields: [
      { control: "checkbox", name: "acceptTerms", required: true, missing: "termsRequired" },
      { control: "checkbox", name: "newsletter" },
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
