import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// Read at each run, so that a new feature folder is fenced off from the others without a config edit.
const features = readdirSync(join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Folders outside the layers: tests, benchmarks and scripts may reach into the layers, never the reverse.
const tooling = ["scripts", "tests", "bench"];

// Module names are no endpoint paths (`../domain/api/session`).
const importSources = [
  "ImportDeclaration",
  "ImportExpression",
  "ExportAllDeclaration",
  "ExportNamedDeclaration",
]
  .map((node) => `${node} > Literal`)
  .join(", ");

const zodMessage =
  'Import z from "domain/forms/z" (French messages, no eval); "import type" from "zod" is fine.';

// Endpoint paths are written once, in their declarations, and read from there.
const apiPathRules = [
  `Literal[value=/\\x2Fapi\\x2F/]:not(${importSources})`,
  "Literal[regex.pattern=/\\x2Fapi/]",
  "TemplateElement[value.raw=/\\x2Fapi\\x2F/]",
].map((selector) => ({
  selector,
  message: "No /api/ path outside domain/api/: use the endpoint's declaration or apiPrefix.",
}));

// Code a browser may load: an Intl object made as its module is evaluated costs a page 225-290 ms
// of main thread at hydration, whoever uses it (decision record 015). Made on first use instead.
const intlAtLoadRules = [
  {
    selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
    message:
      "No Intl object made as the module loads (decision record 015): make it on first use, in a function.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "tests/architecture/fixtures/",
      "app/content/catalogs/",
      "domain/i18n/catalogs/",
      "server/mail/catalogs/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Node's resolution plus tsconfig's `~/` and `@domain/` aliases: zones compare resolved files.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: zodMessage, allowTypeImports: true }],
          patterns: [{ group: ["zod/*"], message: zodMessage, allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: ["domain/forms/z.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // Tests stand outside the layers: they may import whatever they check.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              target: "domain",
              from: ["app", "server", "db", ...tooling],
              message: "The domain layer imports nothing of ours.",
            },
            {
              target: "db",
              from: ["app", "server", ...tooling],
              message: "db/ imports domain/ only.",
            },
            {
              target: "server",
              from: ["app", ...tooling],
              message: "server/ imports domain/ and db/ only.",
            },
            {
              target: "app",
              from: ["server", "db", ...tooling],
              message: "app/ imports domain/ and app/ only; the server is reached through the API.",
            },
            {
              target: "scripts",
              from: ["app", "tests", "bench"],
              message: "Scripts import server/, db/ and domain/ only.",
            },
            ...features.map((feature) => ({
              target: `app/features/${feature}`,
              from: "app/features",
              except: [`./${feature}`],
              message:
                "A feature never imports another: shared pieces go to app/lib or app/components.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["{server,db}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...apiPathRules] },
  },
  {
    files: ["{app,domain}/**/*.{ts,tsx}"],
    ignores: ["domain/api/**", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...apiPathRules, ...intlAtLoadRules] },
  },
  {
    files: ["domain/api/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...intlAtLoadRules] },
  },
  {
    // What a pre-rendered page draws as it hydrates: no Intl at all (decision record 015), the
    // numbers come from domain/format.ts. The signed-in pages draw later and may use it.
    files: ["app/{components,content,i18n,lib,routes}/**/*.{ts,tsx}", "domain/format.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/routes/{espaceClient,admin}.tsx"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "Intl",
          message:
            "No Intl where a pre-rendered page hydrates (decision record 015): use domain/format.ts.",
        },
      ],
    },
  },
);
