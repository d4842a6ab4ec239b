import { preinit } from "react-dom";
import stylesheet from "../app.css?url";

/**
 * The whole site's sheet. A built page carries inline only the rules its pre-rendered HTML uses
 * (decision record 015), so whatever the browser draws later that the HTML did not have renders
 * this first. React loads it once, whoever asks, and with a precedence holds a transition's commit
 * until it has arrived, so nothing shows unstyled.
 */
export function FullStylesheet() {
  if (import.meta.env.DEV) return null;
  return <link rel="stylesheet" href={stylesheet} precedence="default" />;
}

/**
 * The whole sheet, loaded, for a part drawn outside any transition. A transition held by the sheet
 * (above) was lost, never committed, when React Router applied the routes the page had discovered
 * while it waited (decision record 039): the language offer, drawn at hydration, never showed.
 */
export function fullStylesheetLoaded(): Promise<void> {
  if (import.meta.env.DEV) return Promise.resolve();
  preinit(stylesheet, { as: "style", precedence: "default" });
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="stylesheet"][href="${stylesheet}"]`,
  );
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((loaded, failed) => {
    link.addEventListener("load", () => loaded(), { once: true });
    link.addEventListener("error", failed, { once: true });
  });
}
