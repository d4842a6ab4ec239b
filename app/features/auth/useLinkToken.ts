import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { linkTokenParam } from "@domain/navigation/pageForms";

let taken: { path: string; token: string } | undefined;

/** Reads an older mail's fragment once, then removes it; a second mount gets the same token. */
function takeFragmentToken(): string {
  const { pathname, hash } = window.location;
  if (hash.length > 1) {
    taken = { path: pathname, token: decodeURIComponent(hash.slice(1)) };
    window.history.replaceState(window.history.state, "", pathname);
  }
  return taken?.path === pathname ? taken.token : "";
}

/**
 * The token of an e-mailed link. It travels in the query (`?jeton=`), so that the server draws the
 * page's form for a visitor without scripts (decision record 032); once the page runs, it is taken
 * out of the address bar and the history. Mails sent before carry it in the fragment, which only
 * the page's script can read. `undefined` until known: at once for the query, after the first
 * render for a fragment.
 */
export function useLinkToken(): string | undefined {
  const [search] = useSearchParams();
  const fromQuery = search.get(linkTokenParam) ?? undefined;
  const [fromFragment, setFromFragment] = useState<string>();
  useEffect(() => {
    if (fromQuery !== undefined) {
      const url = new URL(window.location.href);
      url.searchParams.delete(linkTokenParam);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
      return;
    }
    // The URL's fragment is outside React: it can only be read, and cleared, once the page runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFromFragment(takeFragmentToken());
  }, [fromQuery]);
  return fromQuery ?? fromFragment;
}
