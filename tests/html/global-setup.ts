import { existsSync } from "node:fs";
import { join } from "node:path";
import { clientDir } from "../support/built-site";

export default function setup() {
  if (!existsSync(join(clientDir, "index.html")))
    throw new Error("These tests read the build: run `npm run build` first (npm test does).");
}
