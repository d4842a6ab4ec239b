import { z } from "./z";

export const accountPreferencesSchema = z.object({
  newsletter: z.boolean({ error: "Indiquez si vous souhaitez recevoir la newsletter" }),
});
