/**
 * A page's forms work without scripts (docs/decisions/022-forms-without-javascript.md): each one
 * names itself in a hidden field, since a page can hold several and they all post to its address.
 */
export const formNameField = "_formulaire";

/** After a form sent without scripts, the page it redirects to says which one went through. */
export const sentParam = "envoye";

/**
 * The token of a mail's link (password reset, address verification): in the query, so that the
 * server can draw the page's form for a visitor without scripts; the page's script takes it out of
 * the address bar, and the server's log records paths only (decision record 032).
 */
export const linkTokenParam = "jeton";

/** The anchor of a page's lead form, where the page opens once the form went through. */
export const leadFormAnchor = "formulaire-demande";

/** The page at `url` once `form` went through: Post/Redirect/Get, back to the form's section. */
export function sentPagePath(url: URL, form: string, anchor?: string): string {
  const search = new URLSearchParams(url.search);
  // React Router's mark of a post to an index route (the home page) is not part of the page's address.
  search.delete("index");
  // A link's token is used once: the confirmation's address does not carry it.
  search.delete(linkTokenParam);
  search.set(sentParam, form);
  return `${url.pathname}?${search.toString()}${anchor ? `#${anchor}` : ""}`;
}

/**
 * The query names of a simulation (the loan simulators' and the savings simulator's): a page asked
 * with one of them is drawn by the server with that simulation's figures, so that a shared link
 * and the simulators' form sent without scripts show their own figures, and the browser takes
 * over the same ones.
 */
export const simulationQueryNames: readonly string[] = [
  "montant",
  "duree",
  "type",
  "apport",
  "aides",
  "total",
  "versement",
  "mensuel",
  "annees",
  "placement",
];
