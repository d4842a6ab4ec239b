import { accountPreferencesSchema } from "../forms/account";
import { newsletterMessages } from "../forms/newsletter";
import { profileAnswerSchema } from "../profile";
import { endpoint } from "./endpoint";

/** The client area's preferences (newsletter); staff have none. */
export const updatePreferences = endpoint({
  method: "PATCH",
  path: "/api/account",
  access: "customer",
  body: accountPreferencesSchema,
  response: profileAnswerSchema,
  errors: {
    address_unproven: { status: 409, message: newsletterMessages.addressUnproven },
  },
});
