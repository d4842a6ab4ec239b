import type { z } from "zod";
import type { MessageText } from "../i18n/message";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** Every endpoint's path starts with it; the server tells API requests from pages by it. */
export const apiPrefix = "/api/";

/**
 * Who may call an endpoint, checked by the server before the request is parsed (a visitor learns
 * nothing about a private endpoint's rules):
 * - `public`: anyone;
 * - `account`: any signed-in person, customer or staff;
 * - `customer`: signed-in customers only;
 * - `staff`: staff who proved a second factor.
 */
export type Access = "public" | "account" | "customer" | "staff";

/** A failure the endpoint can answer besides validation and access: its status and message. */
export interface DeclaredError {
  status: number;
  message: MessageText;
}

/**
 * One endpoint of the JSON API, declared once: the server registers its route from this, the
 * browser calls it through the typed client, and both read the same schemas and French messages.
 */
export interface Endpoint {
  method: Method;
  /** Fastify's syntax: `/api/leads/:kind`. */
  path: `${typeof apiPrefix}${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is a file's bytes, not JSON (an upload): any content type, at most this many bytes.
   * The server reads the bytes and judges them; the query names the file.
   */
  upload?: { maxBytes: number };
  /**
   * The success status: 200 unless the endpoint creates (201), queues (202), answers nothing (204)
   * or sends the browser to a page (303, links opened from e-mails).
   */
  status: 200 | 201 | 202 | 204 | 303;
  /** The success answer's schema; absent for 204 and for answers that are not JSON (CSV). */
  response?: z.ZodType;
  /** Failures besides validation and access, by code. */
  errors: Readonly<Record<string, DeclaredError>>;
}

type Declaration = Omit<Endpoint, "status" | "errors"> &
  Partial<Pick<Endpoint, "status" | "errors">>;

type Declared<D extends Declaration> = D & {
  status: D extends { status: infer S } ? S : 200;
  errors: D extends { errors: infer R } ? R : Record<never, DeclaredError>;
};

/** Declares an endpoint, keeping its exact schemas, access and status in the type. */
export function endpoint<const D extends Declaration>(declaration: D): Declared<D> {
  return { status: 200, errors: {}, ...declaration } as Declared<D>;
}

type Output<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
type Input<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** What the browser sends: the path's parameters, the query and the body, each as typed. */
export type EndpointInput<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: Input<E, "params"> }
  : { params?: undefined }) &
  (E extends { query: z.ZodType } ? { query: Input<E, "query"> } : { query?: undefined }) &
  (E extends { body: z.ZodType } ? { body: Input<E, "body"> } : { body?: undefined }) &
  (E extends { upload: object } ? { file: Blob } : { file?: undefined });

/** What the server has once the request is parsed. */
export interface ParsedRequest<E extends Endpoint> {
  params: Output<E, "params">;
  query: Output<E, "query">;
  body: Output<E, "body">;
}

/** What the handler returns (before serialisation) and what the browser receives (after it). */
export type EndpointAnswer<E extends Endpoint> = E extends { response: z.ZodType }
  ? Input<E, "response">
  : undefined;
export type EndpointResult<E extends Endpoint> = E extends { response: z.ZodType }
  ? Output<E, "response">
  : undefined;

/** The address of one call: the path with its parameters filled in, and the query string. */
export function endpointUrl(
  declaration: Pick<Endpoint, "path">,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const path = declaration.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${declaration.path}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
