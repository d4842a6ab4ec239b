import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./domain/pages";

export default {
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
