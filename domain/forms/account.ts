import { accountMessages } from "../i18n/accountMessages";
import { z } from "./z";

export const accountPreferencesSchema = z.object({
  newsletter: z.boolean({ error: accountMessages.newsletterChoiceRequired }),
});
