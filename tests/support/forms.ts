/**
 * Fields whose value must never land in an address (the history, a proxy's logs, a Referer): a
 * form holding one must be sent as POST.
 */
const personalField = [
  'input[type="password"]',
  'input[type="email"]',
  'input[type="tel"]',
  'input[type="date"]',
  '[autocomplete~="bday"]',
  '[autocomplete~="email"]',
  '[autocomplete~="tel"]',
  '[autocomplete$="password"]',
].join(", ");

/**
 * The forms of `document` that a browser without scripts would send by GET while they hold a
 * password, an e-mail address, a phone number or a birth date, named by their label or first field.
 */
export function personalDataInAddress(document: Document): string[] {
  return [...document.querySelectorAll("form")]
    .filter((form) => (form.getAttribute("method") ?? "get").toLowerCase() !== "post")
    .filter((form) => form.querySelector(personalField) !== null)
    .map(
      (form) =>
        form.getAttribute("aria-label") ??
        form.getAttribute("aria-labelledby") ??
        form.querySelector("[name]")?.getAttribute("name") ??
        "",
    );
}
