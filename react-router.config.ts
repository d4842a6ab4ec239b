import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./domain/pages";

export default {
  // Every page is pre-rendered; the server renders only the answers to forms sent without
  // scripts (docs/decisions/022-forms-without-javascript.md).
  ssr: true,
  prerender: [...prerenderedPaths],
  // The whole route manifest as one cached file, as before: no `/__manifest` request at run time.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
