/**
 * What the build does to each pre-rendered page so that its first round trip is enough to draw it
 * (decision record 015): the CSS rules the page uses are inlined, and its scripts start only when
 * someone is there to use them, so that on a slow link they never share the bandwidth with it.
 */
import Beasties from "beasties";

/** The sheet's rules that match the page, inlined in a `<style>` at the end of its `<head>`. */
export async function inlineCriticalCss(html: string, stylesheet: string): Promise<string> {
  const marker = "</head>";
  if (!html.includes(marker)) throw new Error("The page has no </head>: nowhere to put its CSS");
  const withSheet = html.replace(marker, `<style>${stylesheet}</style>${marker}`);
  const beasties = new Beasties({
    // Only our own <style>; no stylesheet link to follow, the full sheet loads after hydration.
    external: false,
    reduceInlineStyles: true,
    // The full sheet follows the content, but the first click may come sooner: the states it
    // switches (the selected tab, the current page) keep their rules, and so does the tab an
    // address's #fragment opens.
    allowRules: [/\[data-state=/, /\[aria-current=/, /:target/],
    keyframes: "critical",
    compress: true,
    logLevel: "silent",
  });
  // Beasties marks the element it processed; React would find an attribute it did not render.
  return (await beasties.process(withSheet)).replace(" data-beasties-container", "");
}

/**
 * The whole sheet, linked at the end of the body: the first paint does not wait for it (the rules
 * it needs are inline), and every state the page can reach later (a field's error, the password
 * meter, a dark box's labels, the focus ring, an open menu) has its rules a moment after, with
 * scripts or without. Its rules repeat the inline ones, so its arrival changes nothing on screen.
 */
export function withFullSheetLast(html: string, stylesheetPath: string): string {
  if (html.split("</body>").length !== 2) throw new Error("The page has no single </body>");
  return html.replace("</body>", `<link rel="stylesheet" href="${stylesheetPath}"/></body>`);
}

interface ModuleScript {
  /** The whole `<script type="module">…</script>` element. */
  element: string;
  /** `import "…";`: evaluated first (React Router's manifest). */
  sideEffects: string[];
  /** `import * as routeN from "…";` */
  routes: { name: string; url: string }[];
  /** `window.__reactRouterRouteModules = {…};` */
  registration: string;
  /** `import("…");`: the entry that hydrates the page. */
  entry: string;
}

const moduleScriptPattern = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;

/** Reads React Router's hydration script; fails the build if its shape is not the one we rewrite. */
function readModuleScript(html: string): ModuleScript {
  const match = moduleScriptPattern.exec(html);
  if (!match?.[1]) throw new Error("The page has no React Router module script");
  const body = match[1];
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map(([, url]) => url as string);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map(
    ([, name, url]) => ({ name: name as string, url: url as string }),
  );
  const registration = /^\s*(window\.__reactRouterRouteModules = \{[^\n]*\};)$/m.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const understood = [
    ...sideEffects.map((url) => `import "${url}";`),
    ...routes.map(({ name, url }) => `import * as ${name} from "${url}";`),
    registration,
    `import("${entry}");`,
  ];
  const rest = understood.reduce<string>((left, line) => left.replace(line ?? "", ""), body).trim();
  if (!registration || !entry || routes.length === 0 || rest !== "") {
    throw new Error(`React Router's module script changed shape; left unread: ${rest}`);
  }
  return { element: match[0], sideEffects, routes, registration, entry };
}

const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** Signs that someone is there: the first of them starts the page's scripts. */
const PRESENCE = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];

/**
 * Replaces the page's module preloads and hydration script by one that starts the same downloads
 * at the first sign of the visitor (a touch, a move of the mouse, a key, a scroll): a page that is
 * only read costs no script at all, and its first paint shares the link with nothing. Until the
 * scripts have taken over, links work as links, a form submitted is held and a button clicked is
 * clicked again once React listens, so no action is lost (decision record 015).
 */
export function startScriptsOnPresence(html: string): string {
  const script = readModuleScript(html);
  const preloads = [...html.matchAll(modulePreloadPattern)].map(([, url]) => url as string);
  const imports = [
    ...script.sideEffects.map((url) => `import(${JSON.stringify(url)})`),
    ...script.routes.map(({ url }) => `import(${JSON.stringify(url)})`),
  ];
  const names = [...script.sideEffects.map(() => ""), ...script.routes.map(({ name }) => name)];
  const loader = [
    "const held = [];",
    "const hold = (event) => {",
    'if (event.type === "submit") {',
    "event.preventDefault();",
    "held.push(() => event.target.requestSubmit(event.submitter));",
    "return;",
    "}",
    'const control = event.target.closest?.("button:not([type=submit]), [role=tab], summary");',
    "if (!control) return;",
    "event.preventDefault();",
    "held.push(() => control.click());",
    "};",
    'addEventListener("click", hold, true);',
    'addEventListener("submit", hold, true);',
    "const start = async () => {",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link");',
    'link.rel = "modulepreload";',
    "link.href = href;",
    "document.head.append(link);",
    "}",
    `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);`,
    script.registration,
    `await import(${JSON.stringify(script.entry)});`,
    // The entry starts hydration, which waits for the page's texts (React's `use`): until the root
    // marks itself hydrated (app/root.tsx), a form submitted would still be posted by the browser.
    "const root = document.documentElement;",
    "await new Promise((hydrated) => {",
    "if (root.dataset.hydrated) return hydrated();",
    "const observer = new MutationObserver(() => {",
    "if (!root.dataset.hydrated) return;",
    "observer.disconnect();",
    "hydrated();",
    "});",
    'observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });',
    "});",
    // React now listens at the root and has drawn every part: it takes the held actions.
    'removeEventListener("click", hold, true);',
    'removeEventListener("submit", hold, true);',
    "for (const replay of held) replay();",
    "};",
    `const presence = ${JSON.stringify(PRESENCE)};`,
    "const begin = () => {",
    "for (const sign of presence) removeEventListener(sign, begin, true);",
    "start();",
    "};",
    "for (const sign of presence) addEventListener(sign, begin, { capture: true, passive: true });",
  ].join("\n");
  return html
    .replace(modulePreloadPattern, "")
    .replace(script.element, () => `<script type="module" async="">${loader}</script>`);
}
