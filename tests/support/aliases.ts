import { fileURLToPath } from "node:url";

/** tsconfig.json's import aliases, for the Vitest configuration of every suite. */
export const aliases = {
  "~": fileURLToPath(new URL("../../app", import.meta.url)),
  "@domain": fileURLToPath(new URL("../../domain", import.meta.url)),
};
