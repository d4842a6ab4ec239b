import { z } from "zod";
import { rule } from "../i18n/message";

// The site's CSP forbids eval; left on, zod's compiled parsers probe `new Function` and every page
// that validates a form logs a CSP violation. The interpreted parsers are fast enough for forms.
z.config({ jitless: true });
// A rule given no message of its own (hidden fields, API-only fields) still answers with a key of
// the catalogs, never zod's own English or French words (decision record 041).
z.config({ customError: () => rule("fieldInvalid") });

export { z };

/**
 * For a form-level rule (`.refine(check, { …, ...runAlways })`): it runs even when another field is
 * wrong, so that every message shows at once, but not on an input that is no object at all, which
 * the object's own rule already refuses.
 */
export const runAlways = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};
