import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
} from "@domain/api/endpoint";
import type { FieldErrors } from "@domain/forms/fieldErrors";

/** What the API answers on failure (`{ error: { code, message, fields } }`), or a network failure. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
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

const networkMessage =
  "Impossible de joindre Aurore Banque. Vérifiez votre connexion internet et réessayez.";

/** An endpoint's input, optional when nothing in it is required. */
export type CallArguments<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls one endpoint of the API as declared: JSON in, the declared answer out, French errors
 * whatever happens (server down, proxy page, lost connection).
 */
export async function callApi<E extends Endpoint>(
  declaration: E,
  ...[input]: CallArguments<E>
): Promise<EndpointResult<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  let response: Response;
  try {
    response = await fetch(endpointUrl(declaration, params, query), {
      method: declaration.method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiClientError(0, "network_error", networkMessage);
  }
  for (const watch of responseWatchers) watch(response);
  if (response.status === 204) return undefined as EndpointResult<E>;
  const payload: unknown = await response.json().catch(() => undefined);
  // The server checks every answer against the declared schema before sending it.
  if (response.ok) return payload as EndpointResult<E>;
  const error = (
    payload as { error?: { code?: string; message?: string; fields?: FieldErrors } } | undefined
  )?.error;
  throw new ApiClientError(
    response.status,
    error?.code ?? "unexpected_response",
    error?.message ??
      "Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.",
    error?.fields,
  );
}
