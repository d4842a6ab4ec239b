import { signupMessages, signupSchema } from "../forms/signup";
import { profileAnswerSchema } from "../profile";
import { endpoint } from "./endpoint";

/**
 * Opens a customer account and signs the new customer in. A module of its own: the signup rules
 * carry the phone-number metadata, which no other page should load.
 */
export const signup = endpoint({
  method: "POST",
  path: "/api/auth/signup",
  access: "public",
  body: signupSchema,
  status: 201,
  response: profileAnswerSchema,
  errors: {
    email_taken: { status: 409, message: signupMessages.emailTaken },
  },
});
