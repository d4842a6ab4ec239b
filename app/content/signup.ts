import { bank } from "@domain/bank";
import type { Translate } from "~/i18n/catalogs";
import { PASSWORD_MIN_LENGTH } from "@domain/forms/passwordLength";
import type { TypedField, ChoiceField } from "@domain/forms/signupSteps";
import type { CountryCode, CurrencyCode, Gender } from "@domain/forms/signupOptions";
import type { LabelPart } from "./types";

type FieldText = { label: string; hint?: string };

/** The signup texts in one language, from the `signup` catalogs (app/content/catalogs/signup/<language>.po). */
export function signupContentIn(t: Translate) {
  /** The signup page and its wizard, in the seed's words. */
  const signupPageText = {
    title: t("signupPageText.title"),
    intro: t("signupPageText.intro"),
  };
  /** Each step's title and the button that checks it and moves on, in `signupSteps`' order. */
  const signupStepTexts: readonly { title: string; submitLabel: string }[] = [
    {
      title: t("signupStepTexts.0.title"),
      submitLabel: t("signupStepTexts.0.submitLabel"),
    },
    {
      title: t("signupStepTexts.1.title"),
      submitLabel: t("signupStepTexts.1.submitLabel"),
    },
    {
      title: t("signupStepTexts.2.title"),
      submitLabel: t("signupStepTexts.2.submitLabel"),
    },
  ];

  const signupFieldTexts: Record<TypedField | ChoiceField, FieldText> & {
    acceptTerms: { label: readonly LabelPart[] };
    newsletter: { label: readonly LabelPart[] };
  } = {
    lastName: {
      label: t("signupFieldTexts.lastName.label"),
    },
    firstName: {
      label: t("signupFieldTexts.firstName.label"),
    },
    birthDate: {
      label: t("signupFieldTexts.birthDate.label"),
    },
    gender: {
      label: t("signupFieldTexts.gender.label"),
    },
    email: {
      label: t("signupFieldTexts.email.label"),
    },
    whatsapp: {
      label: t("signupFieldTexts.whatsapp.label"),
      hint: t("signupFieldTexts.whatsapp.hint"),
    },
    country: {
      label: t("signupFieldTexts.country.label"),
    },
    currency: {
      label: t("signupFieldTexts.currency.label"),
    },
    password: {
      label: t("signupFieldTexts.password.label"),
    },
    confirmPassword: {
      label: t("signupFieldTexts.confirmPassword.label"),
    },
    acceptTerms: {
      label: [
        t("signupFieldTexts.acceptTerms.label.0"),
        {
          text: t("signupFieldTexts.acceptTerms.label.1.text"),
          to: "/termes",
        },
        t("signupFieldTexts.acceptTerms.label.2"),
        {
          text: t("signupFieldTexts.acceptTerms.label.3.text"),
          to: "/politiquesConfidentialite",
        },
      ],
    },
    newsletter: {
      label: [t("signupFieldTexts.newsletter.label.0", { bankName: bank.name })],
    },
  };
  /** The selects' choices by code (the staff's screens keep `signupOptions`' French names). */
  const signupChoiceTexts: {
    gender: Record<Gender, string>;
    country: Record<CountryCode, string>;
    currency: Record<CurrencyCode, string>;
  } = {
    gender: {
      male: t("signupChoiceTexts.gender.male"),
      female: t("signupChoiceTexts.gender.female"),
      other: t("signupChoiceTexts.gender.other"),
      prefer_not_say: t("signupChoiceTexts.gender.prefer_not_say"),
    },
    country: {
      FR: t("signupChoiceTexts.country.FR"),
      BE: t("signupChoiceTexts.country.BE"),
      CH: t("signupChoiceTexts.country.CH"),
      CA: t("signupChoiceTexts.country.CA"),
      LU: t("signupChoiceTexts.country.LU"),
      MC: t("signupChoiceTexts.country.MC"),
      DE: t("signupChoiceTexts.country.DE"),
      ES: t("signupChoiceTexts.country.ES"),
      IT: t("signupChoiceTexts.country.IT"),
      PT: t("signupChoiceTexts.country.PT"),
      GB: t("signupChoiceTexts.country.GB"),
      US: t("signupChoiceTexts.country.US"),
    },
    currency: {
      EUR: t("signupChoiceTexts.currency.EUR"),
      USD: t("signupChoiceTexts.currency.USD"),
      GBP: t("signupChoiceTexts.currency.GBP"),
      CHF: t("signupChoiceTexts.currency.CHF"),
      CAD: t("signupChoiceTexts.currency.CAD"),
      XOF: t("signupChoiceTexts.currency.XOF"),
    },
  };

  const signupWizardText = {
    stepOf: ({ step, count }: { step: number; count: number }) =>
      t("signupWizardText.stepOf", { step, count }),
    percent: ({ percent }: { percent: number }) => t("signupWizardText.percent", { percent }),
    progressLabel: t("signupWizardText.progressLabel"),
    back: t("signupWizardText.back"),
    creating: t("signupWizardText.creating"),
    alreadyCustomer: t("signupWizardText.alreadyCustomer"),
    signIn: t("signupWizardText.signIn"),
    created: t("signupWizardText.created"),
    toClientArea: t("signupWizardText.toClientArea"),
    toReturnPage: t("signupWizardText.toReturnPage"),
  };

  const signupSummaryText = {
    title: t("signupSummaryText.title"),
    fullName: t("signupSummaryText.fullName"),
    birthDate: t("signupSummaryText.birthDate"),
    gender: t("signupSummaryText.gender"),
    email: t("signupSummaryText.email"),
    whatsapp: t("signupSummaryText.whatsapp"),
    country: t("signupSummaryText.country"),
    currency: t("signupSummaryText.currency"),
  };
  /** The reset page and the client area ask for a new password with the same meter. */
  const newPasswordText = {
    label: t("newPasswordText.label"),
  };

  /** The strength meter under a new password (signup, reset, change), levels 0 to 4. */
  const passwordStrengthText = {
    label: t("passwordStrengthText.label"),
    levels: [
      t("passwordStrengthText.levels.0"),
      t("passwordStrengthText.levels.1"),
      t("passwordStrengthText.levels.2"),
      t("passwordStrengthText.levels.3"),
      t("passwordStrengthText.levels.4"),
    ],
    rule: t("passwordStrengthText.rule", { min: PASSWORD_MIN_LENGTH }),
  };
  return {
    signupPageText,
    signupStepTexts,
    signupFieldTexts,
    signupChoiceTexts,
    signupWizardText,
    signupSummaryText,
    newPasswordText,
    passwordStrengthText,
  };
}

export type SignupContent = ReturnType<typeof signupContentIn>;
