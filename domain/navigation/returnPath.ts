/** The query name by which the login and signup pages learn where to send the customer back. */
export const returnParam = "suite";

/** Any origin will do: a same-site path resolves to it, anything else to another one. */
const probe = "https://aurore-banque.invalid";

/**
 * The same-site path `value` names, or `null`. The address comes from a link anyone can forge, so
 * it must start with one `/` (`//host` and `/\host` lead to another site) and hold no backslash nor
 * control character (browsers read `\` as `/` and drop tabs and line breaks, so `/\t/host` would
 * become `//host`). The path is then resolved, and checked again once resolved: `/.//host` resolves
 * to `//host`, which a browser or a `Location` header takes for another host.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, probe);
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === probe && !resolved.startsWith("//") ? resolved : null;
}

/** The safe return path of a query string, `null` when it has none or a foreign one. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(returnParam));
}
