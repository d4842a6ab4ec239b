import { data, redirect, type ActionFunctionArgs } from "react-router";
import { login, loginCode } from "@domain/api/auth";
import type { Endpoint } from "@domain/api/endpoint";
import type { CallEndpoint, EndpointReply } from "@domain/api/inProcess";
import { sendLead } from "@domain/api/leads";
import { isLeadKind, leadForms } from "@domain/leads/forms";
import { simulationInAddress } from "@domain/leads/simulation";
import type { LeadFormSpec } from "@domain/leads/spec";
import { subscribeToNewsletter } from "@domain/api/newsletter";
import { forgotPassword, resetPassword, verifyEmail } from "@domain/api/passwords";
import { signup } from "@domain/api/signup";
import { fieldErrors } from "@domain/forms/fieldErrors";
import { signupSchema } from "@domain/forms/signup";
import { signupSteps } from "@domain/forms/signupSteps";
import { localeOfPath, type Locale } from "@domain/i18n/locales";
import { message, type MessageText } from "@domain/i18n/message";
import type { SessionUser } from "@domain/profile";
import { formNameField, leadFormAnchor, sentPagePath } from "@domain/navigation/pageForms";
import { returnPathOf } from "@domain/navigation/returnPath";
import { localizeTo } from "@domain/pages";
import { inLanguage } from "~/i18n/messages";
import { homePath } from "./session";
import {
  signupBackField,
  signupFinalPage,
  signupPageField,
  type PageFormAnswer,
  type PageFormName,
} from "./pageForms";

type Fields = Record<string, string>;

interface PageForm {
  /** Fields never sent back to the page: a password, a code. */
  secret?: readonly string[];
  /** The call the form's script would make. */
  send(fields: Fields, url: URL, call: CallEndpoint): Promise<EndpointReply>;
  /** What a success leads to: a redirect (Post/Redirect/Get), or the next step of the form. */
  next(answer: unknown, url: URL, fields: Fields): Response | PageFormAnswer;
}

const sent = (form: PageFormName, anchor?: string) => (_answer: unknown, url: URL) =>
  redirect(sentPagePath(url, form, anchor), 303);

const post =
  (endpoint: Endpoint, body: unknown, params?: Record<string, string>) => (call: CallEndpoint) =>
    call(endpoint, { body, ...(params && { params }) });

/** Where a customer goes once signed in: the page that asked, else their own area. */
const signedIn = (answer: unknown, url: URL) => {
  const { customer } = answer as { customer: SessionUser };
  const home = localizeTo(homePath(customer), localeOfPath(url.pathname));
  return redirect(returnPathOf(url.search) ?? home, 303);
};

/** The rules' messages in the page's language, as the API would answer them. */
const inLanguageAll = (locale: Locale, texts: readonly MessageText[]): Promise<string[]> =>
  Promise.all(texts.map((text) => inLanguage(locale, text)));

/** The wizard's first page's fields: all that is not a password or a box. */
const firstPageFields = new Set<string>(signupSteps[0]?.fields.map((field) => field.name));

/**
 * The signup wizard without scripts: its first page is checked here with the form's own rules and
 * messages (the API would count each page against the signup's rate limit), its last pages
 * (password, summary, boxes) go to the API with the first one's values, sent back in hidden fields.
 */
const signupForm: PageForm = {
  secret: ["password", "confirmPassword"],
  async send(fields, url, call) {
    if (fields[signupBackField] !== undefined) return { status: 200, body: { page: "first" } };
    if (fields[signupPageField] === signupFinalPage) {
      const typed = Object.entries(fields).filter(([name]) => !name.startsWith("_"));
      return post(signup, {
        ...Object.fromEntries(typed),
        acceptTerms: fields.acceptTerms !== undefined,
        newsletter: fields.newsletter !== undefined,
      })(call);
    }
    const parsed = signupSchema.safeParse({ ...fields, acceptTerms: false, newsletter: false });
    const locale = localeOfPath(url.pathname);
    const wrong = Object.entries(parsed.success ? {} : fieldErrors(parsed.error)).filter(([name]) =>
      firstPageFields.has(name),
    );
    if (wrong.length === 0) return { status: 200, body: { page: "final" } };
    const [summary = "", ...fieldMessages] = await inLanguageAll(locale, [
      message("unexpected"),
      ...wrong.map(([, text]) => text ?? message("unexpected")),
    ]);
    return {
      status: 400,
      body: {
        error: {
          message: summary,
          fields: Object.fromEntries(wrong.map(([name], index) => [name, fieldMessages[index]])),
        },
      },
    };
  },
  next(answer, url, fields) {
    const page = (answer as { page?: "first" | "final" }).page;
    if (!page) return signedIn(answer, url);
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([name]) => firstPageFields.has(name)),
    );
    return { form: "signup", fields: {}, values: kept, signupPage: page };
  },
};

const forms: Record<PageFormName, PageForm> = {
  newsletter: {
    send: ({ email = "", website = "" }, _url, call) =>
      post(subscribeToNewsletter, { email, website })(call),
    next: sent("newsletter", "newsletter"),
  },
  lead: {
    send: ({ kind = "", ...fields }, url, call) =>
      post(
        sendLead,
        {
          ...fields,
          page: url.pathname,
          ...(isLeadKind(kind) &&
            simulationInAddress(url.searchParams, (leadForms[kind] as LeadFormSpec).loanAmount)),
        },
        { kind },
      )(call),
    next: sent("lead", leadFormAnchor),
  },
  forgotPassword: {
    send: ({ email = "" }, _url, call) => post(forgotPassword, { email })(call),
    next: sent("forgotPassword"),
  },
  // The link's token goes back to the page in its hidden field: the visitor may try again.
  resetPassword: {
    secret: ["password", "confirmPassword"],
    send: ({ token = "", password = "", confirmPassword = "" }, _url, call) =>
      post(resetPassword, { token, password, confirmPassword })(call),
    next: sent("resetPassword"),
  },
  verifyEmail: {
    send: ({ token = "" }, _url, call) => post(verifyEmail, { token })(call),
    next: sent("verifyEmail"),
  },
  login: {
    secret: ["password"],
    send: ({ email = "", password = "", rememberMe }, _url, call) =>
      post(login, { email, password, rememberMe: rememberMe !== undefined })(call),
    next: (answer, url) =>
      typeof answer === "object" && answer !== null && "secondFactor" in answer
        ? // The right password on an account with a second factor: the code's step, empty.
          { form: "loginCode", fields: {}, values: {} }
        : signedIn(answer, url),
  },
  loginCode: {
    secret: ["code"],
    send: ({ code = "" }, _url, call) => post(loginCode, { code })(call),
    next: signedIn,
  },
  signup: signupForm,
};

const isFormName = (name: string): name is PageFormName => Object.hasOwn(forms, name);

/**
 * The action of every page with a form (decision 022): a form sent without scripts goes to the same
 * endpoint its script would call, through the server's API in process; a success redirects (or
 * opens the form's next step), a refusal draws the page again with each field's message and what
 * was typed, never a password.
 */
export async function pageFormAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const body = await request.formData();
  const name = String(body.get(formNameField) ?? "");
  if (!isFormName(name)) throw data(null, { status: 404 });
  const form = forms[name];
  const fields = Object.fromEntries(
    [...body].flatMap(([key, value]) =>
      key !== formNameField && typeof value === "string" ? [[key, value]] : [],
    ),
  );
  const reply = await form.send(fields, url, context.callEndpoint);
  if (reply.status < 300) return form.next(reply.body, url, fields);
  const error = (reply.body as { error?: { message?: string; fields?: Fields } } | undefined)
    ?.error;
  const answer: PageFormAnswer = {
    form: name,
    fields: error?.fields ?? {},
    message:
      error?.message ?? (await inLanguage(localeOfPath(url.pathname), message("unexpected"))),
    values: Object.fromEntries(
      Object.entries(fields).filter(([key]) => !form.secret?.includes(key)),
    ),
  };
  return data(answer, { status: reply.status });
}
