import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import type { SignupInput } from "@domain/forms/signup";

/** An address no other test uses, on a domain that receives nothing (`example.fr`). */
export const uniqueEmail = (name = "client", domain = "example.fr") =>
  `${name}.${randomBytes(4).toString("hex")}@${domain}`;

/** A personal loan request from the lead form, as the page sends it. */
export const personalLoanLead = {
  firstName: "Léa",
  lastName: "Bernard",
  email: "lea.bernard@example.fr",
  phone: "06 11 22 33 44",
  monthlyIncome: "2800",
  description: "Achat d'une cuisine équipée",
  page: "/pretPersonnel",
};

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

/**
 * A member of staff signed in with a second factor, as the back office requires: the password,
 * then a TOTP enrolment in that session (the first time) or the code of the second step.
 */
export async function signInStaff(
  app: FastifyInstance,
  staff: { email: string; password: string },
  authenticator?: TOTP,
): Promise<{ cookie: string; authenticator: TOTP }> {
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: staff });
  if (authenticator) {
    const code = await app.inject({
      method: "POST",
      url: "/api/auth/login/code",
      headers: { cookie: cookiesOf(login) },
      payload: { code: authenticator.generate({ timestamp: Date.now() + 30_000 }) },
    });
    return { cookie: cookiesOf(code), authenticator };
  }
  const cookie = cookiesOf(login);
  const setup = await app.inject({
    method: "POST",
    url: "/api/account/two-factor/setup",
    headers: { cookie },
    payload: { password: staff.password },
  });
  const enrolled = new TOTP({ secret: Secret.fromBase32(setup.json().secret.replace(/\s/g, "")) });
  await app.inject({
    method: "POST",
    url: "/api/account/two-factor/confirm",
    headers: { cookie },
    payload: { code: enrolled.generate() },
  });
  return { cookie, authenticator: enrolled };
}
