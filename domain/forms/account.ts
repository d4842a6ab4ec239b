import { z } from "./z";
import { rule } from "../i18n/message";

export const accountPreferencesSchema = z.object({
  newsletter: z.boolean({ error: rule("newsletterChoiceRequired") }),
});
