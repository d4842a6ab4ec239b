/**
 * Runs last in `npm run build`: compiles the server into one JavaScript file that plain `node` runs
 * (`npm start`), and stores PGlite's empty cluster for the embedded database's first start.
 */
import { readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { build, type Plugin } from "esbuild";
import { PGLITE_TEMPLATE, writePgliteTemplate } from "../db/database";

const projectRoot = join(import.meta.dirname, "..");
// Not `build/server`: react-router's build empties that folder.
const outfile = join(projectRoot, "build", "server-dist", "start.js");

/**
 * The server finds its files (migrations, the site's build) from the folders of its sources: in the
 * bundle, each `import.meta.dirname` becomes the folder of the file it was written in.
 */
const sourceFolders: Plugin = {
  name: "source-folders",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.dirname")) return undefined;
      const folder = JSON.stringify(relative(dirname(outfile), dirname(path)));
      return {
        contents: source.replaceAll("import.meta.dirname", `__sourceFolder(${folder})`),
        loader: path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

await build({
  entryPoints: [join(projectRoot, "server", "start.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  // Dependencies load from node_modules as they do under tsx: only the project's code is compiled.
  packages: "external",
  banner: {
    js: 'import { resolve as __resolve } from "node:path";\nconst __sourceFolder = (folder) => __resolve(import.meta.dirname, folder);',
  },
  plugins: [sourceFolders],
  logLevel: "warning",
});
await writePgliteTemplate(PGLITE_TEMPLATE);
console.log(
  `build-server: ${relative(projectRoot, outfile)} and ${relative(projectRoot, PGLITE_TEMPLATE)} written`,
);
