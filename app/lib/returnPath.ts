import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { returnParam } from "./applicationLinks";

/**
 * Where to go back after signing in or creating an account: `/login?suite=/demandePret?…`
 * (`loginThenReturn` writes it). The address comes from a link anyone can forge, so only a path of
 * this site is ever followed.
 */

/** Any origin will do: a same-site path resolves to it, anything else to another one. */
const probe = "https://aurore-banque.invalid";

/**
 * The same-site path `value` names, or `null`: it must start with one `/` (`//host` and `/\host`
 * lead to another site) and hold no backslash nor control character (browsers read `\` as `/` and
 * drop tabs and line breaks, so `/\t/host` would become `//host`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, probe);
  return url.origin === probe ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The safe return path of the current address, `null` when it has none or a foreign one. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(returnParam));
}

/**
 * The return path of the page's address. The login and signup pages are pre-rendered without a
 * query: it is read once React has taken over, so that the links drawn from it match the HTML at
 * hydration.
 */
export function useReturnPath(): string | null {
  const { search } = useLocation();
  const [returnPath, setReturnPath] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReturnPath(returnPathOf(search)), [search]);
  return returnPath;
}
