import { z } from "zod";
import { fr } from "zod/locales";

// The site's CSP forbids eval; left on, zod's compiled parsers probe `new Function` and every page
// that validates a form logs a CSP violation. The interpreted parsers are fast enough for forms.
z.config({ jitless: true });
// A rule given no message of its own (hidden fields, API-only fields) still answers in French.
z.config(fr());

export { z };
