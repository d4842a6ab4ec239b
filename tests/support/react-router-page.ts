/** A page as React Router 7 writes it, for the tests of what the build and the server do to it. */
export const page = (moduleScript: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Prêt auto</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js"/>` +
  `<link rel="modulepreload" href="/assets/pretAuto-4.js"/></head>` +
  `<body><h1 class="title">Prêt auto</h1><button class="menu" aria-expanded="false">Menu</button>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${moduleScript}</script></body></html>`;
/** React Router 7.18's hydration script with lazy route discovery (decision record 039). */
export const reactRouterScript = [
  ";",
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/pretAuto-4.js";',
  "  window.__reactRouterManifest = {",
  '  "routes": {',
  '    "root": {',
  '      "id": "root",',
  '      "module": "/assets/root-3.js"',
  "    }",
  "  },",
  '  "version": "1"',
  "};",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/pretAuto":route1};',
  "",
  'import("/assets/entry.client-2.js");',
].join("\n");
