import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages } from "@domain/forms/email";
import { newsletterMessages } from "@domain/forms/newsletter";
import { messages } from "@domain/i18n/messages";
import type { DatabaseKind } from "../support/database";
import { startTestApp } from "../support/site";

const expected = {
  fr: { invalid: emailMessages.invalid, requested: newsletterMessages.requested },
  en: {
    invalid: "This email address is not valid",
    requested:
      "Thank you! If this address is not already subscribed, you will receive an email with a link to confirm your subscription.",
  },
  es: {
    invalid: "El correo electrónico no es válido",
    requested:
      "¡Gracias! Si esta dirección aún no está suscrita, recibirá un correo con un enlace para confirmar su suscripción.",
  },
  de: {
    invalid: "Die E-Mail-Adresse ist ungültig",
    requested:
      "Vielen Dank! Falls diese Adresse noch nicht angemeldet ist, erhalten Sie eine E-Mail mit einem Link zur Bestätigung Ihrer Anmeldung.",
  },
};

describe.each<DatabaseKind>(["pglite", "postgres"])("the API's language on %s", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clientNumber = 0;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(kind, { trustProxy: true }));
  }, 60_000);
  afterAll(() => close());

  // Each request poses as its own client address, so the per-address limit never bites here.
  const subscribe = (email: string, language?: string) => {
    clientNumber += 1;
    return app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email, website: "" },
      headers: {
        "x-forwarded-for": `198.18.${kind === "pglite" ? 3 : 4}.${clientNumber % 250}`,
        ...(language && { "accept-language": language }),
      },
    });
  };

  it.each(Object.entries(expected))(
    "answers a field's error in %s, message and field alike",
    async (language, text) => {
      const answer = await subscribe("pas-une-adresse", language);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers.vary).toMatch(/accept-language/i);
      const { error } = answer.json() as { error: { message: string; fields: { email: string } } };
      expect(error.fields.email).toBe(text.invalid);
    },
  );

  it.each(Object.entries(expected))("confirms a subscription in %s", async (language, text) => {
    const answer = await subscribe(`lecteur.${language}.${kind}@example.fr`, language);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: text.requested });
  });

  it.each([undefined, "it-IT, pt;q=0.8", "*"])(
    "answers in French when the request asks for %s",
    async (language) => {
      const answer = await subscribe("pas-une-adresse", language);
      expect(answer.json().error.fields.email).toBe(emailMessages.invalid);
    },
  );

  it("takes a regional tag and the client's order of preference", async () => {
    const answer = await subscribe("pas-une-adresse", "de-CH, en;q=0.9");
    expect(answer.json().error.fields.email).toBe(expected.de.invalid);
  });

  it("refuses a wrong password in the request's language, without saying which field is wrong", async () => {
    clientNumber += 1;
    const answer = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: `inconnu.${kind}@example.fr`, password: "Pas-le-bon-2026" },
      headers: {
        "accept-language": "de",
        "x-forwarded-for": `198.18.${kind === "pglite" ? 5 : 6}.${clientNumber % 250}`,
      },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.message).toBe("E-Mail-Adresse oder Passwort ist falsch");
  });

  it("answers an unknown API address in the request's language", async () => {
    const answer = await app.inject({
      url: "/api/nulle-part",
      headers: { "accept-language": "es" },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe("Esta dirección no existe.");
    const french = await app.inject({ url: "/api/nulle-part" });
    expect(french.json().error.message).toBe(messages.notFound);
  });
});
