import type { Endpoint } from "./endpoint";

/** What an endpoint answered: its status and its JSON body, error messages in the page's language. */
export interface EndpointReply {
  status: number;
  body: unknown;
}

/**
 * How a page's form, sent without scripts, reaches the API on the server: the same endpoint a
 * script would call, with the visitor's cookies, address and language, so that it goes through
 * the same access rules, schemas, services, rate limits and messages. Cookies the endpoint sets
 * (a session) are passed on to the page's answer.
 */
export type CallEndpoint = (
  endpoint: Endpoint,
  input: { params?: Record<string, string>; body?: unknown },
) => Promise<EndpointReply>;

/**
 * What the server gives React Router's actions (`context`). A type, not an interface: React Router's
 * `AppLoadContext` has an index signature, which only a type alias fits implicitly.
 */
export type PageServerContext = {
  callEndpoint: CallEndpoint;
};
