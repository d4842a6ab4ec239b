import { useActionData, useSearchParams } from "react-router";
import type { SiteMessageKey } from "@domain/i18n/messages";
import { accountLinkLifetimes, inMinutes } from "@domain/lifetimes";
import { formNameField, sentParam } from "@domain/navigation/pageForms";
import { replyWorkingHours } from "@domain/service";
import type { SiteMessageValues } from "~/i18n/SiteMessage";

/**
 * The names of the forms that work without scripts, and the message the page shows once one went
 * through (Post/Redirect/Get: `?envoye=<name>`), with the figures the API's answer states
 * (domain/leads/schema.ts, domain/forms/passwordReset.ts). The action that answers them is in
 * `pageForms.server.ts`.
 */
export const pageFormSentMessages = {
  newsletter: { key: "newsletterRequested" },
  lead: { key: "leadSent", values: { hours: replyWorkingHours } },
  forgotPassword: {
    key: "forgotPasswordAnswer",
    values: { minutes: inMinutes(accountLinkLifetimes.password_reset) },
  },
  resetPassword: { key: "passwordResetDone" },
  verifyEmail: { key: "emailVerified" },
} as const satisfies Record<string, { key: SiteMessageKey; values?: SiteMessageValues }>;

export type PageFormName = keyof typeof pageFormSentMessages | "login" | "loginCode" | "signup";

/** The hidden field by which the signup wizard says which of its pages was sent. */
export const signupPageField = "_etape";
/** The wizard's last page sent without scripts: the password, the summary and the boxes. */
export const signupFinalPage = "final";
/** The submit button that goes back to the wizard's first page without checking anything. */
export const signupBackField = "_retour";

/** What a form sent without scripts gets back when the server refuses it or wants a next step. */
export interface PageFormAnswer {
  form: PageFormName;
  /** Each field's message, by field name. */
  fields: Record<string, string>;
  /** The message about the whole form, when no field carries one. */
  message?: string;
  /** What was typed, given back (never a password or a code). */
  values: Record<string, string | boolean>;
  /** The signup wizard's page to draw: its first, or its last ones. */
  signupPage?: "first" | "final";
}

const isPageFormAnswer = (value: unknown): value is PageFormAnswer =>
  typeof value === "object" && value !== null && "form" in value && "values" in value;

/** The server's answer to `form` sent without scripts on this page, if that is what is drawn. */
export function usePageFormAnswer(form: PageFormName | undefined): PageFormAnswer | undefined {
  const answer: unknown = useActionData();
  return form && isPageFormAnswer(answer) && answer.form === form ? answer : undefined;
}

/** Whether the page was reached as the confirmation of `form` (`?envoye=<form>`). */
export function useSentForm(form: PageFormName | undefined): boolean {
  const [search] = useSearchParams();
  return form !== undefined && search.get(sentParam) === form;
}

/** The hidden field by which a form names itself to the page's action. */
export function PageFormName({ form }: { form: PageFormName }) {
  return <input type="hidden" name={formNameField} value={form} />;
}
