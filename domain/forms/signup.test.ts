import { beforeAll, describe, expect, it } from "vitest";
import { loadCommonPasswords } from "./commonPasswords";
import { writtenErrors } from "../../tests/support/messages";
import { fieldErrors } from "./fieldErrors";
import { claireSignup as valid } from "../../tests/support/fixtures";
import { isAdult, isPlausibleBirthDate, signupSchema } from "./signup";

const errorsOf = (input: Record<string, unknown>) => {
  const result = signupSchema.safeParse(input);
  return result.success ? {} : writtenErrors(fieldErrors(result.error));
};

// As on the server: the list is there before any synchronous parse.
beforeAll(() => loadCommonPasswords());

const passwordError = (password: string) =>
  errorsOf({ ...valid, password, confirmPassword: password }).password;

describe("signupSchema", () => {
  it("accepts a complete signup and stores the WhatsApp number in E.164", () => {
    const result = signupSchema.parse(valid);
    expect(result.whatsapp).toBe("+33612345678");
    expect(result.currency).toBe("EUR");
  });

  it("gives the seed's message for every empty field at once", () => {
    expect(errorsOf({})).toEqual({
      lastName: "Le nom de famille est requis",
      firstName: "Le prénom est requis",
      birthDate: "La date de naissance est requise",
      gender: "Veuillez sélectionner votre genre",
      email: "L'adresse email est requise",
      whatsapp: "Le numéro WhatsApp est requis",
      country: "Veuillez sélectionner votre pays",
      password: "Le mot de passe est requis",
      confirmPassword: "Veuillez confirmer votre mot de passe",
      acceptTerms: "Vous devez accepter les conditions",
    });
  });

  it("treats blank strings as missing", () => {
    const errors = errorsOf({ ...valid, lastName: "   ", email: "", whatsapp: " " });
    expect(errors).toEqual({
      lastName: "Le nom de famille est requis",
      email: "L'adresse email est requise",
      whatsapp: "Le numéro WhatsApp est requis",
    });
  });

  it("refuses a malformed e-mail address", () => {
    expect(errorsOf({ ...valid, email: "claire@" })).toEqual({
      email: "L'adresse email est invalide",
    });
  });

  it("checks the WhatsApp number against the chosen country", () => {
    expect(errorsOf({ ...valid, whatsapp: "06 12 34" })).toEqual({
      whatsapp: "Le numéro WhatsApp est invalide",
    });
    expect(errorsOf({ ...valid, country: "BE", whatsapp: "0470 12 34 56" })).toEqual({});
    expect(errorsOf({ ...valid, country: "US", whatsapp: "06 12 34 56 78" })).toEqual({
      whatsapp: "Le numéro WhatsApp est invalide",
    });
    expect(
      signupSchema.parse({ ...valid, country: "GB", whatsapp: "+33 6 12 34 56 78" }).whatsapp,
    ).toBe("+33612345678");
  });

  it("applies the password rules in the seed's order", () => {
    expect(passwordError("Ab1")).toBe("Le mot de passe doit contenir au moins 8 caractères");
    expect(passwordError("abcdefgh1")).toBe(
      "Le mot de passe doit contenir des majuscules, minuscules et chiffres",
    );
    expect(passwordError("Password1")).toBe("Ce mot de passe est trop courant");
    expect(passwordError("Azerty123")).toBe("Ce mot de passe est trop courant");
    expect(passwordError(`Aa1${"x".repeat(126)}`)).toBe(
      "Le mot de passe doit contenir au plus 128 caractères",
    );
    expect(passwordError("Bonjour1")).toBe("Ce mot de passe est trop courant");
    expect(passwordError("Aurore2026")).toBe("Ce mot de passe est trop courant");
    expect(passwordError("AURÖRE-banque-7")).toBe("Ce mot de passe est trop courant");
    expect(passwordError("Lumiere-2026")).toBeUndefined();
  });

  it("accepts a passphrase of 15 characters or more without the mix of characters (ASVS 5.0)", () => {
    const passphrase = "le chat dort sous la table de la cuisine";
    expect(passwordError(passphrase)).toBeUndefined();
    expect(passwordError("quinze lettres!")).toBeUndefined();
    expect(passwordError("quatorze lettr")).toBe(
      "Le mot de passe doit contenir des majuscules, minuscules et chiffres",
    );
  });

  it("refuses a password that holds the e-mail address or the customer's name", () => {
    const email = "Claire.Martin2@example.fr";
    const personal = "Ce mot de passe ne doit pas contenir votre nom ou votre adresse email";
    expect(errorsOf({ ...valid, email, password: email, confirmPassword: email }).password).toBe(
      personal,
    );
    for (const password of ["Claire.Martin2-2026", "Martin-Lumiere-9", "Bonjour-CLAIRE-7"]) {
      expect(passwordError(password), password).toBe(personal);
    }
  });

  it("requires the confirmation to match", () => {
    expect(errorsOf({ ...valid, confirmPassword: "Lumiere-2027" })).toEqual({
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });

  it("refuses unknown genders, countries and currencies", () => {
    expect(errorsOf({ ...valid, gender: "robot", country: "ZZ", currency: "BTC" })).toEqual({
      gender: "Veuillez sélectionner votre genre",
      country: "Veuillez sélectionner votre pays",
      currency: "Veuillez sélectionner votre devise",
    });
  });
});

describe("birth date", () => {
  const today = new Date(2026, 10, 22);

  it("lets a person in from their 18th birthday, not from the year of it", () => {
    expect(isAdult("2008-11-22", today)).toBe(true);
    expect(isAdult("2008-11-23", today)).toBe(false);
    expect(isAdult("2008-12-31", today)).toBe(false);
  });

  it("counts a 29 February birthday as reached on 1 March", () => {
    expect(isAdult("2008-02-29", new Date(2026, 1, 28))).toBe(false);
    expect(isAdult("2008-02-29", new Date(2026, 2, 1))).toBe(true);
  });

  it("refuses dates that do not exist, in the future or before 1900", () => {
    expect(isPlausibleBirthDate("1990-02-30", today)).toBe(false);
    expect(isPlausibleBirthDate("2026-11-23", today)).toBe(false);
    expect(isPlausibleBirthDate("1899-12-31", today)).toBe(false);
    expect(isPlausibleBirthDate("17/05/1990", today)).toBe(false);
    expect(isPlausibleBirthDate("1900-01-01", today)).toBe(true);
  });

  it("gives the invalid-date message before the age message", () => {
    expect(errorsOf({ ...valid, birthDate: "2999-01-01" }).birthDate).toBe(
      "La date de naissance est invalide",
    );
    const minor = `${new Date().getFullYear() - 17}-01-01`;
    expect(errorsOf({ ...valid, birthDate: minor }).birthDate).toBe(
      "Vous devez avoir au moins 18 ans",
    );
  });
});
