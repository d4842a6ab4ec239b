import type { LightMyRequestResponse } from "fastify";
import type { SignupInput } from "~/lib/schemas/signup";

/** A complete, valid signup: tests change only the field they are about. */
export const claireSignup = {
  lastName: "Martin",
  firstName: "Claire",
  birthDate: "1990-05-17",
  gender: "female",
  email: "claire.martin@example.fr",
  whatsapp: "06 12 34 56 78",
  country: "FR",
  currency: "EUR",
  password: "Lumiere-2026",
  confirmPassword: "Lumiere-2026",
  accountType: "personal",
  acceptTerms: true,
  newsletter: false,
} satisfies SignupInput;

/** The session cookies of a response, as a browser would send them back. */
export const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((cookie) => cookie.value !== "")
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
