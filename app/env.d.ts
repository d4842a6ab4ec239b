import type { PageServerContext } from "@domain/api/inProcess";

declare global {
  /** Year of the build, for the copyright line (DECISIONS.md: current year at build time). */
  const __BUILD_YEAR__: number;
}

declare module "react-router" {
  /** What the server gives the routes' actions: the API, called in process (decision 022). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a module augmentation: the members come from PageServerContext
  interface AppLoadContext extends PageServerContext {}
}
