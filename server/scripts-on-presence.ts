/**
 * Every page drawn from the first byte (pre-rendered at build, or rendered by the server for a form
 * sent before the scripts) starts its scripts at the visitor's first sign of presence, and shows at
 * once what a first tap opens (decision record 015, issue 31).
 */
interface ModuleScript {
  /** The whole `<script type="module">…</script>` element. */
  element: string;
  /**
   * `window.__reactRouterManifest = {…};`: the routes of this page, written into it (decision
   * record 039); the others are asked of the server as links to them appear.
   */
  manifest: string;
  /** `import * as routeN from "…";` */
  routes: { name: string; url: string }[];
  /** `window.__reactRouterRouteModules = {…};` */
  registration: string;
  /** `import("…");`: the entry that hydrates the page. */
  entry: string;
}

const moduleScriptPattern = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;

/**
 * Reads React Router's hydration script; fails the build if its shape is not the one we rewrite
 * (the server rewrites the same shape, from the same React Router, in the answers it draws).
 */
function readModuleScript(html: string): ModuleScript {
  const match = moduleScriptPattern.exec(html);
  if (!match?.[1]) throw new Error("The page has no React Router module script");
  const body = match[1];
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map(
    ([, name, url]) => ({ name: name as string, url: url as string }),
  );
  const manifestAssignment = /^\s*window\.__reactRouterManifest = (\{[\s\S]*?\n\});$/m.exec(body);
  const registration = /^\s*(window\.__reactRouterRouteModules = \{[^\n]*\};)$/m.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const understood = [
    ...routes.map(({ name, url }) => `import * as ${name} from "${url}";`),
    manifestAssignment?.[0],
    registration,
    `import("${entry}");`,
  ];
  const rest = understood.reduce<string>((left, line) => left.replace(line ?? "", ""), body);
  // Where the whole manifest's import was, React Router leaves its semicolon.
  if (
    !manifestAssignment?.[1] ||
    !registration ||
    !entry ||
    routes.length === 0 ||
    rest.trim() !== ";"
  ) {
    throw new Error(`React Router's module script changed shape; left unread: ${rest.trim()}`);
  }
  const manifest = `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(manifestAssignment[1]))};`;
  return { element: match[0], routes, manifest, registration, entry };
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
 * scripts have taken over, links work as links and forms as forms (the server answers them, as
 * without scripts), and a button clicked is clicked again once React listens, so no action is
 * lost (decision record 015); a tab or a menu shows its effect at once (issue 31).
 */
export function startScriptsOnPresence(html: string): string {
  const script = readModuleScript(html);
  const preloads = [...html.matchAll(modulePreloadPattern)].map(([, url]) => url as string);
  const imports = script.routes.map(({ url }) => `import(${JSON.stringify(url)})`);
  const names = script.routes.map(({ name }) => name);
  const loader = [
    "const held = [];",
    // What plain HTML could do, done at once so that the tap shows its effect in the next frame:
    // React, once it listens, gets the same click and comes to the same state.
    "const showAtOnce = (control) => {",
    'const tabs = control.matches("[role=tab]") && control.closest("[data-page-tabs]");',
    "if (tabs) {",
    'tabs.dataset.chosen = "";',
    'for (const tab of tabs.querySelectorAll("[role=tab]")) {',
    "const selected = tab === control;",
    'tab.setAttribute("aria-selected", String(selected));',
    "tab.tabIndex = selected ? 0 : -1;",
    'const state = selected ? "active" : "inactive";',
    "tab.dataset.state = state;",
    'const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");',
    "if (panel) panel.dataset.state = state;",
    "}",
    "return;",
    "}",
    'const panel = control.hasAttribute("aria-expanded") && document.getElementById(control.getAttribute("aria-controls") ?? "");',
    "if (!panel) return;",
    'const open = control.getAttribute("aria-expanded") !== "true";',
    "const disclose = (button, panel, open) => {",
    'button.setAttribute("aria-expanded", String(open));',
    'panel.classList.toggle("hidden", !open);',
    'if (panel.hasAttribute("data-nav-drawer")) panel.classList.toggle("flex", open);',
    "};",
    // The header's menus are open one at a time.
    'if (open && control.closest("[data-nav-menu]")) {',
    'for (const other of document.querySelectorAll("[data-nav-menu] > [aria-expanded=true]")) {',
    'const otherPanel = document.getElementById(other.getAttribute("aria-controls") ?? "");',
    "if (otherPanel) disclose(other, otherPanel, false);",
    "}",
    "}",
    "disclose(control, panel, open);",
    "};",
    // A form sent with required fields empty shows, at once, what its rules say of each: the page
    // drew those messages hidden next to their fields, and a field loses its message as it is
    // typed in. That click has had its effect: replayed once React listens, it would send what
    // the visitor typed since, unasked. React draws its own messages in the same elements.
    "const shownMissing = new Map();",
    'const messageOf = (field) => document.getElementById(field.id + "-erreur");',
    "const unmark = (field) => {",
    "const describedBy = shownMissing.get(field);",
    "if (describedBy === undefined) return;",
    "shownMissing.delete(field);",
    "messageOf(field).hidden = true;",
    'field.removeAttribute("aria-invalid");',
    'if (describedBy === null) field.removeAttribute("aria-describedby");',
    'else field.setAttribute("aria-describedby", describedBy);',
    "};",
    'addEventListener("input", (event) => unmark(event.target), true);',
    "const missingIn = (form) => [...form.elements].filter((field) =>",
    'field.validity?.valueMissing && messageOf(field)?.hasAttribute("data-missing"));',
    "const showMissing = (fields) => {",
    "for (const field of fields) {",
    "const message = messageOf(field);",
    'const describedBy = field.getAttribute("aria-describedby");',
    "if (!shownMissing.has(field)) shownMissing.set(field, describedBy);",
    "message.hidden = false;",
    'field.setAttribute("aria-invalid", "true");',
    'if (!describedBy?.split(" ").includes(message.id)) field.setAttribute("aria-describedby", [describedBy, message.id].filter(Boolean).join(" "));',
    "}",
    "fields[0].focus();",
    "};",
    // Any other form is not held: posted before the scripts, the server answers it, as without them.
    "const hold = (event) => {",
    'const control = event.target.closest?.("button, [role=tab], summary");',
    "if (!control) return;",
    'if (control.type === "submit" && control.form) {',
    "const missing = control.formNoValidate ? [] : missingIn(control.form);",
    "if (missing.length === 0) return;",
    "event.preventDefault();",
    "return showMissing(missing);",
    "}",
    "event.preventDefault();",
    "showAtOnce(control);",
    "held.push(() => control.click());",
    "};",
    'addEventListener("click", hold, true);',
    "const download = () => {",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link");',
    'link.rel = "modulepreload";',
    "link.href = href;",
    "document.head.append(link);",
    "}",
    "};",
    "const start = async () => {",
    `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);`,
    script.manifest,
    script.registration,
    `await import(${JSON.stringify(script.entry)});`,
    // The entry starts hydration, which waits for the page's texts (React's `use`): until the root
    // marks itself hydrated (app/root.tsx), React does not listen yet.
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
    "for (const replay of held) replay();",
    "};",
    `const presence = ${JSON.stringify(PRESENCE)};`,
    // A tap's click comes after the finger lifts: scripts run in between would hold it back on
    // a phone's CPU. So a touch only downloads them; they run once its click is dispatched, and
    // not at all when that click leaves the page (a link, or a form the server answers).
    "const leaves = (event) => {",
    'const control = event.target.closest?.("a[href], button, input[type=submit]");',
    "if (!control || event.defaultPrevented) return false;",
    'if (control.matches("a")) return control.pathname !== location.pathname || control.search !== location.search;',
    'return control.type === "submit" && Boolean(control.form);',
    "};",
    "const afterTap = (event) => {",
    'for (const end of ["click", "pointercancel"]) removeEventListener(end, afterTap, true);',
    "clearTimeout(lifted);",
    'if (event?.type === "click" && leaves(event)) return;',
    "start();",
    "};",
    "let lifted;",
    "const begin = (event) => {",
    "for (const sign of presence) removeEventListener(sign, begin, true);",
    "download();",
    'if (event.type !== "pointerdown" && event.type !== "touchstart") return start();',
    'for (const end of ["click", "pointercancel"]) addEventListener(end, afterTap, true);',
    // A press held without a click (selecting text) starts them all the same.
    "lifted = setTimeout(afterTap, 1000);",
    "};",
    "for (const sign of presence) addEventListener(sign, begin, { capture: true, passive: true });",
  ].join("\n");
  return html
    .replace(modulePreloadPattern, "")
    .replace(script.element, () => `<script type="module" async="">${loader}</script>`);
}
