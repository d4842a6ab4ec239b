import type { Config } from "@react-router/dev/config";
import { prerenderedPaths, routeManifestPath } from "./domain/pages";

export default {
  // Every page is pre-rendered; the server renders only the answers to forms sent without
  // scripts (docs/decisions/022-forms-without-javascript.md).
  ssr: true,
  prerender: [...prerenderedPaths],
  // Each page carries its own routes; the others are asked of the server as links to them appear
  // (docs/decisions/039-routes-discovered-by-the-page.md).
  routeDiscovery: { mode: "lazy", manifestPath: routeManifestPath },
} satisfies Config;
