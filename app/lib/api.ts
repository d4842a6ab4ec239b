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

/** JSON in, JSON out, French errors whatever happens (server down, proxy page, lost connection). */
export async function apiRequest<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
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
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
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
