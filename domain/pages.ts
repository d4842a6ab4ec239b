/**
 * Every page of the site, once: React Router's route table, the pre-render list, the sitemap and
 * the server's fallback for client-rendered pages are all read from here.
 *
 * - `static`: pre-rendered to HTML with its full text, listed in the sitemap.
 * - `client`: depends on the signed-in person or a link's token, drawn in the browser from the SPA
 *   fallback.
 */
export interface Page {
  path: `/${string}`;
  /** The route module, `app/routes/<module>.tsx`. */
  module: string;
  rendering: "static" | "client";
  /** The staff back office has its own frame: no public header, footer or marketing links. */
  frame: "site" | "own";
}

const staticPage = (path: `/${string}`, module = path.slice(1)): Page => ({
  path,
  module,
  rendering: "static",
  frame: "site",
});
const clientPage = (path: `/${string}`, frame: Page["frame"] = "site"): Page => ({
  path,
  module: path.slice(1),
  rendering: "client",
  frame,
});

export const pages: readonly Page[] = [
  staticPage("/", "home"),
  staticPage("/login"),
  staticPage("/signup"),
  staticPage("/motDePasseOublie"),
  staticPage("/comptesEntreprise"),
  staticPage("/investissement"),
  staticPage("/banqueAffaire"),
  staticPage("/paiements"),
  staticPage("/epargne"),
  staticPage("/assurance"),
  staticPage("/banquePrive"),
  staticPage("/compteCourant"),
  staticPage("/pretPersonnel"),
  staticPage("/pretVoyage"),
  staticPage("/pretTravaux"),
  staticPage("/pretAuto"),
  staticPage("/avertissements"),
  staticPage("/politiquesConfidentialite"),
  staticPage("/termes"),
  staticPage("/apropos"),
  staticPage("/accessibilite"),
  clientPage("/espaceClient"),
  clientPage("/demandePret"),
  clientPage("/desinscription"),
  clientPage("/confirmationNewsletter"),
  clientPage("/nouveauMotDePasse"),
  clientPage("/verificationEmail"),
  clientPage("/admin", "own"),
];

/** Pages served as static HTML, in the sitemap. */
export const publicPaths: readonly string[] = pages
  .filter((page) => page.rendering === "static")
  .map((page) => page.path);

export const clientRenderedPaths: readonly string[] = pages
  .filter((page) => page.rendering === "client")
  .map((page) => page.path);

/** The 404 page is pre-rendered at this path and served for every unknown URL. */
export const notFoundPath = "/404";

export const prerenderedPaths: readonly string[] = [...publicPaths, notFoundPath];
