import { useEffect, useState } from "react";

let taken: { path: string; token: string } | undefined;

/** Reads the fragment once, then removes it; a second mount of the page gets the same token. */
function takeToken(): string {
  const { pathname, hash } = window.location;
  if (hash.length > 1) {
    taken = { path: pathname, token: decodeURIComponent(hash.slice(1)) };
    window.history.replaceState(window.history.state, "", pathname);
  }
  return taken?.path === pathname ? taken.token : "";
}

/**
 * The token of an e-mailed link travels in the URL's fragment, which browsers never send to a
 * server (nor to proxies' logs). It is read once, then taken out of the address bar and history.
 * `undefined` until the page has read it.
 */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    // The URL is outside React: it can only be read, and cleared, once the page runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(takeToken());
  }, []);
  return token;
}
