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
    // address's #fragment opens. Beasties never matches two kinds of Tailwind rules: a
    // `:where(…)` or `:is(…)` is dropped with what it holds before matching (`space-y-*`,
    // `divide-y`, `group-open:`), and a class written with escaped brackets is not found in the
    // page (arbitrary variants, `[&_label]:text-white`). Those few rules are always kept, or lists
    // would close up and labels turn dark on dark until the full sheet came (tests/html checks
    // every rule that matches a page's first view is inline).
    allowRules: [/\[data-state=/, /\[aria-current=/, /:target/, /:(?:where|is)\(/, /^\.\\\[/],
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
