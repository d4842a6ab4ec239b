import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/site";

export default {
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
