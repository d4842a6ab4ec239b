import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
} from "@domain/api/endpoint";
import { pageLocale } from "~/i18n/locale";
import { siteMessage } from "~/i18n/messages";

/** Each wrong field's message as the server wrote it, in the page's language. */
export type WrittenFieldErrors = Partial<Record<string, string>>;

/** What the API answers on failure (`{ error: { code, message, fields } }`), or a network failure. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: WrittenFieldErrors = {},
    /** The error's other members, where its declaration promises some (an id to lead to). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

const responseWatchers = new Set<(response: Response) => void>();

/**
 * Lets a feature read the headers of every answer (the client area: when the session times out)
 * without weighing on the pages that do not have it.
 */
export const watchApiResponses = (watch: (response: Response) => void) => {
  responseWatchers.add(watch);
};

/**
 * The headers and body of a call: a file goes as its own bytes, with the type the browser gave it
 * (the server judges the content, not this), a body as JSON.
 */
function requestInit(body: unknown, file: Blob | undefined): RequestInit {
  // The server words its answer in the page's language, not the browser's (issue 18).
  const common = { accept: "application/json", "accept-language": pageLocale() };
  if (file) {
    return {
      headers: { ...common, "content-type": file.type || "application/octet-stream" },
      body: file,
    };
  }
  if (body === undefined) return { headers: common };
  return {
    headers: { ...common, "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** An endpoint's input, optional when nothing in it is required. */
export type CallArguments<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls one endpoint of the API as declared: JSON in (or a file's bytes for an upload), the
 * declared answer out, French errors whatever happens (server down, proxy page, lost connection).
 */
export async function callApi<E extends Endpoint>(
  declaration: E,
  ...[input]: CallArguments<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, file } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    file?: Blob;
  };
  let response: Response;
  try {
    response = await fetch(endpointUrl(declaration, params, query), {
      method: declaration.method,
      credentials: "same-origin",
      ...requestInit(body, file),
    });
  } catch {
    throw new ApiClientError(0, "network_error", await siteMessage("networkError"));
  }
  for (const watch of responseWatchers) watch(response);
  if (response.status === 204) return undefined as EndpointResult<E>;
  const payload: unknown = await response.json().catch(() => undefined);
  // The server checks every answer against the declared schema before sending it.
  if (response.ok) return payload as EndpointResult<E>;
  const { code, message, fields, ...extra } =
    (
      payload as
        | { error?: { code?: string; message?: string; fields?: WrittenFieldErrors } & object }
        | undefined
    )?.error ?? {};
  throw new ApiClientError(
    response.status,
    code ?? "unexpected_response",
    message ?? (await siteMessage("unexpected")),
    fields,
    extra,
  );
}
