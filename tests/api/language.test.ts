import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages } from "@domain/forms/email";
import { newsletterMessages } from "@domain/forms/newsletter";
import { message } from "@domain/i18n/message";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { startTestApp } from "../support/site";
import { written } from "../support/messages";

const expected = {
  fr: { invalid: written(emailMessages.invalid), requested: written(newsletterMessages.requested) },
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
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let clientNumber = 0;

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind, { trustProxy: true }));
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
      expect(answer.json().error.fields.email).toBe(written(emailMessages.invalid));
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

  it.each([
    [
      "en",
      {
        firstName: "Please enter your first name",
        birthDate: "You must be 18 or over to open an account",
        password: "Your password must be at least 8 characters long",
        confirmPassword: "The passwords do not match",
        acceptTerms: "You must accept the terms to continue",
      },
      "An account already exists with this email address",
    ],
    [
      "es",
      {
        firstName: "Indique su nombre",
        birthDate: "Debe ser mayor de 18 años para abrir una cuenta",
        password: "La contraseña debe tener al menos 8 caracteres",
        confirmPassword: "Las contraseñas no coinciden",
        acceptTerms: "Debe aceptar las condiciones para continuar",
      },
      "Ya existe una cuenta con esta dirección de correo electrónico",
    ],
    [
      "de",
      {
        firstName: "Bitte geben Sie Ihren Vornamen ein",
        birthDate: "Für die Kontoeröffnung müssen Sie mindestens 18 Jahre alt sein",
        password: "Das Passwort muss mindestens 8 Zeichen lang sein",
        confirmPassword: "Die Passwörter stimmen nicht überein",
        acceptTerms: "Bitte akzeptieren Sie die Bedingungen, um fortzufahren",
      },
      "Für diese E-Mail-Adresse besteht bereits ein Konto",
    ],
  ])(
    "refuses a signup field by field in %s, then an address already taken",
    async (language, fields, taken) => {
      const email = `inscrit.${language}.${kind}@example.fr`;
      const signup = (payload: object) => {
        clientNumber += 1;
        return app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload,
          headers: {
            "accept-language": language,
            "x-forwarded-for": `198.18.${kind === "pglite" ? 7 : 8}.${clientNumber % 250}`,
          },
        });
      };
      const valid = {
        lastName: "Martin",
        firstName: "Claire",
        birthDate: "1990-05-17",
        gender: "female",
        email,
        whatsapp: "+33 6 12 34 56 78",
        country: "FR",
        currency: "EUR",
        password: "Lumiere-2026!",
        confirmPassword: "Lumiere-2026!",
        acceptTerms: true,
      };
      const refused = await signup({
        ...valid,
        firstName: "",
        birthDate: "2015-01-01",
        password: "Court1",
        confirmPassword: "Autre",
        acceptTerms: false,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual(fields);

      expect((await signup(valid)).statusCode).toBe(201);
      const again = await signup(valid);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.fields.email).toBe(taken);
    },
  );

  it("refuses a request for a call-back field by field in German, then thanks in German", async () => {
    const send = (payload: object) => {
      clientNumber += 1;
      return app.inject({
        method: "POST",
        url: "/api/leads/international",
        payload: { website: "", page: "/de/paiements", ...payload },
        headers: {
          "accept-language": "de",
          "x-forwarded-for": `198.18.${kind === "pglite" ? 9 : 10}.${clientNumber % 250}`,
        },
      });
    };
    const refused = await send({ companyName: "", name: "Anna Weber", phone: "123" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      companyName: "Bitte füllen Sie dieses Feld aus",
      phone: "Die Telefonnummer ist ungültig",
      targetZone: "Bitte wählen Sie eine Option aus",
    });
    const sent = await send({
      companyName: "Weber GmbH",
      name: "Anna Weber",
      phone: "+49 151 23456789",
      targetZone: "asia",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(
      "Vielen Dank, Ihre Anfrage wurde übermittelt. Eine Beraterin oder ein Berater antwortet Ihnen innerhalb von 48 Stunden (an Werktagen).",
    );
  });

  it("refuses a sixth wrong password in the request's language, with the wait", async () => {
    const email = `essais.${kind}@example.fr`;
    const attempt = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "Pas-le-bon-2026" },
        headers: {
          "accept-language": "es",
          "x-forwarded-for": `198.18.13.${kind === "pglite" ? 1 : 2}`,
        },
      });
    for (let failure = 0; failure < 5; failure += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      "Demasiados intentos. Vuelva a intentarlo dentro de 15 minutos.",
    );
  });

  it.each([
    ["fr", "Ce formulaire n'existe pas."],
    ["en", "This form does not exist."],
    ["es", "Este formulario no existe."],
    ["de", "Dieses Formular existiert nicht."],
  ])("answers a call-back request for a form that does not exist in %s", async (language, text) => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/leads/pasUnFormulaire",
      payload: {},
      headers: {
        "accept-language": language,
        "x-forwarded-for": `198.18.14.${kind === "pglite" ? 1 : 2}`,
      },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe(text);
  });

  it("answers an unknown API address in the request's language", async () => {
    const answer = await app.inject({
      url: "/api/nulle-part",
      headers: { "accept-language": "es" },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe("Esta dirección no existe.");
    const french = await app.inject({ url: "/api/nulle-part" });
    expect(french.json().error.message).toBe(written(message("notFound")));
  });

  describe("mails in the reader's language", () => {
    /** A request from a page in `language`, as the site's client sends it, from an address of its own. */
    const request = (method: "GET" | "POST", url: string, language: string, payload?: object) => {
      clientNumber += 1;
      return app.inject({
        method,
        url,
        ...(payload && { payload }),
        headers: {
          "accept-language": language,
          "x-forwarded-for": `198.18.${kind === "pglite" ? 11 : 12}.${clientNumber % 250}`,
        },
      });
    };
    const mailsTo = (email: string) =>
      testDatabase.database.db
        .selectFrom("mail_outbox")
        .select(["subject", "text_body", "html_body", "headers"])
        .where("recipient", "=", email)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
    const lastMailTo = async (email: string) => {
      const mail = (await mailsTo(email)).at(-1);
      if (!mail) throw new Error(`No mail to ${email}`);
      return mail;
    };
    const languageOf = async (email: string) =>
      (
        await testDatabase.database.db
          .selectFrom("customers")
          .select("language")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).language;
    const signupBody = (email: string) => ({
      lastName: "Weber",
      firstName: "Anna",
      birthDate: "1988-03-02",
      gender: "female",
      email,
      whatsapp: "+49 151 23456789",
      country: "DE",
      currency: "EUR",
      password: "Morgenrot-2026!",
      confirmPassword: "Morgenrot-2026!",
      acceptTerms: true,
    });

    it.each([
      ["fr", "Confirmez votre adresse email", "Bonjour Anna,", "/verificationEmail?jeton="],
      ["en", "Please confirm your email address", "Dear Anna,", "/en/verificationEmail?jeton="],
      [
        "es",
        "Confirme su dirección de correo electrónico",
        "Estimado/a Anna:",
        "/es/verificationEmail?jeton=",
      ],
      [
        "de",
        "Bitte bestätigen Sie Ihre E-Mail-Adresse",
        "Guten Tag Anna,",
        "/de/verificationEmail?jeton=",
      ],
    ])(
      "welcomes a customer who signs up in %s with a verification mail in it, its link to the page in it",
      async (language, subject, greeting, link) => {
        const email = `anna.${language}.${kind}@example.de`;
        expect(
          (await request("POST", "/api/auth/signup", language, signupBody(email))).statusCode,
        ).toBe(201);
        const mail = await lastMailTo(email);
        expect(mail.subject).toBe(subject);
        expect(mail.text_body.startsWith(greeting)).toBe(true);
        expect(mail.text_body).toMatch(
          new RegExp(`https?://[^/\\s]+${link.replace("?", "\\?")}[\\w-]{20,}`),
        );
        expect(mail.html_body).toContain(`<html lang="${language}">`);
        expect(await languageOf(email)).toBe(language);
      },
    );

    it("writes to a customer in the language they last signed in from", async () => {
      const email = `anna.switch.${kind}@example.de`;
      await request("POST", "/api/auth/signup", "en", signupBody(email));
      const login = await request("POST", "/api/auth/login", "de", {
        email,
        password: "Morgenrot-2026!",
      });
      expect(login.statusCode).toBe(200);
      expect(await languageOf(email)).toBe("de");
    });

    it("sends a reset link in the language of the page it was asked from", async () => {
      const email = `anna.reset.${kind}@example.de`;
      await request("POST", "/api/auth/signup", "fr", signupBody(email));
      const asked = await request("POST", "/api/auth/password/forgot", "es", { email });
      expect(asked.statusCode).toBe(202);
      await expect
        .poll(async () => (await lastMailTo(email)).subject)
        .toBe("Restablecimiento de su contraseña");
      expect((await lastMailTo(email)).text_body).toMatch(
        /\/es\/nouveauMotDePasse\?jeton=[\w-]{20,}/,
      );
    });

    it("confirms, welcomes and lets go a subscriber in the language they subscribed in", async () => {
      const email = `leser.${kind}@example.de`;
      expect(
        (await request("POST", "/api/newsletter", "de", { email, website: "" })).statusCode,
      ).toBe(201);
      const confirmation = await lastMailTo(email);
      expect(confirmation.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
      const token = /\/de\/confirmationNewsletter#([\w-]+)/.exec(confirmation.text_body)?.[1];
      expect(token).toBeDefined();

      // The link is opened later, from a browser set to French: the subscriber's language stays.
      const confirmed = await request("POST", "/api/newsletter/confirmation", "fr", { token });
      expect(confirmed.statusCode).toBe(200);
      const welcome = await lastMailTo(email);
      expect(welcome.subject).toBe("Willkommen beim Newsletter von Aurore Banque");
      const unsubscribeUrl = /https?:\/\/\S+desinscription\?token=[\w-]+/.exec(
        welcome.text_body,
      )?.[0];
      expect(unsubscribeUrl).toBeDefined();
      expect(welcome.headers).toMatchObject({
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "Content-Language": "de-DE",
      });

      const left = await request(
        "GET",
        new URL(unsubscribeUrl ?? "").pathname + new URL(unsubscribeUrl ?? "").search,
        "fr",
      );
      expect(left.statusCode).toBe(303);
      expect(left.headers.location).toBe("/de/desinscription?statut=ok");
    });
  });
});
