import { z } from "zod";

// The site's CSP forbids eval; left on, zod's compiled parsers probe `new Function` and every page
// that validates a form logs a CSP violation. The interpreted parsers are fast enough for forms.
z.config({ jitless: true });

export { z };
