import { data, redirect, type ActionFunctionArgs } from "react-router";
import { login, loginCode } from "@domain/api/auth";
import type { Endpoint } from "@domain/api/endpoint";
import type { CallEndpoint, EndpointReply } from "@domain/api/inProcess";
import { sendLead } from "@domain/api/leads";
import { subscribeToNewsletter } from "@domain/api/newsletter";
import { forgotPassword } from "@domain/api/passwords";
import { localeOfPath } from "@domain/i18n/locales";
import { messages } from "@domain/i18n/messages";
import type { SessionUser } from "@domain/profile";
import { formNameField, leadFormAnchor, sentPagePath } from "@domain/navigation/pageForms";
import { returnPathOf } from "@domain/navigation/returnPath";
import { localizeTo } from "@domain/pages";
import { homePath } from "./session";
import type { PageFormAnswer, PageFormName } from "./pageForms";

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

/** A simulation carried in the page's address (`?montant=20000&duree=48`), as the script sends it. */
function simulationOf(url: URL) {
  const montant = Number(url.searchParams.get("montant"));
  const duree = Number(url.searchParams.get("duree"));
  return montant > 0 && Number.isInteger(duree) && duree > 0
    ? { simulation: { montant, duree } }
    : {};
}

const forms: Record<PageFormName, PageForm> = {
  newsletter: {
    send: ({ email = "", website = "" }, _url, call) =>
      post(subscribeToNewsletter, { email, website })(call),
    next: sent("newsletter", "newsletter"),
  },
  lead: {
    send: ({ kind = "", ...fields }, url, call) =>
      post(sendLead, { ...fields, page: url.pathname, ...simulationOf(url) }, { kind })(call),
    next: sent("lead", leadFormAnchor),
  },
  forgotPassword: {
    send: ({ email = "" }, _url, call) => post(forgotPassword, { email })(call),
    next: sent("forgotPassword"),
  },
  login: {
    secret: ["password"],
    send: ({ email = "", password = "", rememberMe }, _url, call) =>
      post(login, { email, password, rememberMe: rememberMe !== undefined })(call),
    next: (answer, url) =>
      typeof answer === "object" && answer !== null && "secondFactor" in answer
        ? { form: "loginCode", fields: {}, values: {}, next: "secondFactor" }
        : signedIn(answer, url),
  },
  loginCode: {
    secret: ["code"],
    send: ({ code = "" }, _url, call) => post(loginCode, { code })(call),
    next: signedIn,
  },
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
    message: error?.message ?? messages.unexpected,
    values: Object.fromEntries(
      Object.entries(fields).filter(([key]) => !form.secret?.includes(key)),
    ),
  };
  return data(answer, { status: reply.status });
}
