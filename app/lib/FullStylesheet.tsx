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
