import type { Page } from "playwright-core";
import { shellText } from "~/i18n/shellText";
import { describe, expect, it } from "vitest";
import {
  answerTo,
  baseURL,
  byLabel,
  desktop,
  expectNoAxeViolations,
  fieldErrorOf,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  waitForHydration,
} from "../support/browser";
import { uniqueEmail } from "../support/fixtures";

const browser = launchBrowserPerFile();

const preferences = (page: Page) => page.getByRole("region", { name: "Mes préférences" });

const password = "Lumiere-2026!";

const fieldError = (page: Page, label: string) => fieldErrorOf(byLabel(page, label));

async function fillStepOne(
  page: Page,
  email: string,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    Nom: "Martin",
    Prénom: "Claire",
    "Date de naissance": "1990-05-17",
    "Adresse email": email,
    "Numéro WhatsApp": "06 12 34 56 78",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await byLabel(page, label).fill(value ?? "");
  await byLabel(page, "Genre").selectOption({ label: "Femme" });
  await byLabel(page, "Pays").selectOption({ label: "France" });
}

async function openSignup() {
  const page = await openPage(browser(), "/signup", desktop);
  await waitForHydration(page);
  return page;
}

async function createAccount(page: Page, email: string) {
  await fillStepOne(page, email);
  await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
  await byLabel(page, "Mot de passe").fill(password);
  await byLabel(page, "Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Continuer vers la finalisation" }).click();
  await page.getByLabel(/J'accepte les/).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
}

describe("opening an account", () => {
  it("shows every message of step 1, focuses the first and clears each one as it is edited", async () => {
    const page = await openSignup();
    expect(await page.getByText("Étape 1 sur 3").isVisible()).toBe(true);
    expect(await page.getByText("33 %").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Informations Personnelles" }).isVisible()).toBe(
      true,
    );
    await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
    await expect.poll(() => fieldError(page, "Nom")).toBe("Le nom de famille est requis");
    expect(await fieldError(page, "Prénom")).toBe("Le prénom est requis");
    expect(await fieldError(page, "Date de naissance")).toBe("La date de naissance est requise");
    expect(await fieldError(page, "Genre")).toBe("Veuillez sélectionner votre genre");
    expect(await fieldError(page, "Adresse email")).toBe("L'adresse email est requise");
    expect(await fieldError(page, "Numéro WhatsApp")).toBe("Le numéro WhatsApp est requis");
    expect(await fieldError(page, "Pays")).toBe("Veuillez sélectionner votre pays");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("lastName");
    await expectNoAxeViolations(page);
    await byLabel(page, "Nom").fill("M");
    await expect.poll(() => fieldError(page, "Nom")).toBe("");
    expect(await fieldError(page, "Prénom")).toBe("Le prénom est requis");
    // Validating must not trip the CSP (zod probes eval unless told not to).
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("refuses a 17-year-old, a malformed e-mail and a number that is not French", async () => {
    const page = await openSignup();
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    await fillStepOne(page, "claire@", {
      "Date de naissance": seventeen,
      "Numéro WhatsApp": "06 12",
    });
    await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
    await expect
      .poll(() => fieldError(page, "Date de naissance"))
      .toBe("Vous devez avoir au moins 18 ans");
    expect(await fieldError(page, "Adresse email")).toBe("L'adresse email est invalide");
    expect(await fieldError(page, "Numéro WhatsApp")).toBe("Le numéro WhatsApp est invalide");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("birthDate");
    await page.context().close();
  });

  it("measures the password, checks it, keeps the values on Retour and sums everything up", async () => {
    const page = await openSignup();
    const email = uniqueEmail();
    await fillStepOne(page, email);
    await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
    await expect.poll(() => page.getByText("Étape 2 sur 3").isVisible()).toBe(true);
    expect(await page.getByText("67 %").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Sécurité du Compte" }).isVisible()).toBe(true);
    const meter = page.getByTestId("barre-force");
    const passwordField = byLabel(page, "Mot de passe");
    for (const [typed, label, colour, width] of [
      ["abc", "Très faible", "red", "20%"],
      ["abcdefgh", "Faible", "orange", "40%"],
      ["abcdefgH", "Moyen", "yellow", "60%"],
      ["abcdefH1", "Fort", "green", "80%"],
      ["abcdeH1!", "Très fort", "green", "100%"],
    ] as const) {
      await passwordField.fill(typed);
      await expect
        .poll(() => page.getByText(`Force du mot de passe : ${label}`).isVisible())
        .toBe(true);
      expect(await meter.getAttribute("data-colour")).toBe(colour);
      expect(await meter.evaluate((bar) => bar.style.width)).toBe(width);
    }
    await passwordField.fill("Azerty123");
    await byLabel(page, "Confirmer le mot de passe").fill("Azerty124");
    await page.getByRole("button", { name: "Continuer vers la finalisation" }).click();
    await expect
      .poll(() => fieldError(page, "Mot de passe"))
      .toBe("Ce mot de passe est trop courant");
    expect(await fieldError(page, "Confirmer le mot de passe")).toBe(
      "Les mots de passe ne correspondent pas",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Retour" }).click();
    await expect.poll(() => byLabel(page, "Prénom").inputValue()).toBe("Claire");
    expect(await byLabel(page, "Pays").inputValue()).toBe("FR");
    await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
    await passwordField.fill(password);
    await byLabel(page, "Confirmer le mot de passe").fill(password);
    await page.getByRole("button", { name: "Continuer vers la finalisation" }).click();

    await expect.poll(() => page.getByText("Étape 3 sur 3").isVisible()).toBe(true);
    expect(await page.getByText("100 %").isVisible()).toBe(true);
    const summary = page.getByRole("region", { name: "Récapitulatif de votre compte" });
    const text = await summary.innerText();
    for (const expected of [
      "Claire Martin",
      "17/05/1990",
      "Femme",
      email,
      "+33 6 12 34 56 78",
      "France",
      "Euro",
    ]) {
      expect(text).toContain(expected);
    }
    expect(await page.getByLabel(/J'accepte les/).isChecked()).toBe(false);
    expect(await page.getByLabel(/newsletter/).isChecked()).toBe(false);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect
      .poll(() => page.getByText("Vous devez accepter les conditions").isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("creates the account, says so, and lands signed in in the client area", async () => {
    const page = await openSignup();
    const email = uniqueEmail();
    await createAccount(page, email);
    await expect
      .poll(() =>
        page.getByRole("status").filter({ hasText: "Compte créé avec succès !" }).isVisible(),
      )
      .toBe(true);
    await page.waitForURL("**/espaceClient");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Bonjour Claire");
    await expect.poll(() => page.getByRole("definition").getByText(email).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "Mon espace" }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("refuses an address already used, whatever its case", async () => {
    const email = uniqueEmail();
    const first = await openSignup();
    await createAccount(first, email);
    await first.waitForURL("**/espaceClient");
    await first.context().close();
    const page = await openSignup();
    await createAccount(page, email.toUpperCase());
    await expect
      .poll(() => fieldError(page, "Adresse email"))
      .toBe("Un compte existe déjà avec cette adresse email");
    await expect.poll(() => page.getByText("Étape 1 sur 3").isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("email");
    await page.context().close();
  });
});

describe("signing in and out", () => {
  async function registered() {
    const email = uniqueEmail();
    const page = await openSignup();
    await createAccount(page, email);
    await page.waitForURL("**/espaceClient");
    await page.context().close();
    return email;
  }

  it("sends anonymous visitors of the client area back home", async () => {
    const page = await openPage(browser(), "/espaceClient", desktop);
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(/banque/i);
    await page.context().close();
  });

  it("says without scripts that the client area needs them, with the site's links, and no spinner", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/espaceClient`);
    const status = page.getByRole("status");
    expect(await status.getByText("AURORE BANQUE", { exact: true }).isVisible()).toBe(true);
    expect(await status.getByText(shellText.fr.scriptsMissing).isVisible()).toBe(true);
    expect(await page.locator(".spinner").isVisible()).toBe(false);
    await status.getByRole("link", { name: shellText.fr.home }).click();
    await page.waitForURL(`${baseURL()}/`);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it("says only that the e-mail or password is wrong, then signs in, out and in again", async () => {
    const email = await registered();
    const page = await openPage(browser(), "/login", desktop);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect.poll(() => fieldError(page, "Adresse email")).toBe("L'adresse email est requise");
    expect(await fieldError(page, "Mot de passe")).toBe("Le mot de passe est requis");
    await byLabel(page, "Adresse email").fill(email);
    await byLabel(page, "Mot de passe").fill("Mauvais-2026");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("Email ou mot de passe incorrect");
    await expectNoAxeViolations(page);
    await byLabel(page, "Mot de passe").fill(password);
    await page.getByLabel("Se souvenir de moi").check();
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL("**/espaceClient");
    const cookie = (await page.context().cookies()).find((item) => item.name === "aurore_session");
    expect(cookie?.httpOnly).toBe(true);
    // "Se souvenir de moi" survives a browser restart, within the 12 hours of any session.
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 11 * 3600);
    expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 12 * 3600 + 60);

    await page.getByLabel(/Recevoir la newsletter/).check();
    await expect
      .poll(() => preferences(page).getByRole("status").innerText())
      .toBe("Vous êtes inscrit à la newsletter.");
    await page.reload();
    await expect.poll(() => page.getByLabel(/Recevoir la newsletter/).isChecked()).toBe(true);

    await page
      .getByRole("main")
      .getByRole("button", { name: "Se déconnecter", exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "Connexion" }).isVisible())
      .toBe(true);
    await page.goto("/espaceClient");
    await page.waitForURL((url) => url.pathname === "/");

    // This device remembers the address it was asked to.
    await page.goto("/login");
    await waitForHydration(page);
    await expect.poll(() => byLabel(page, "Adresse email").inputValue()).toBe(email);
    await expect.poll(() => page.getByLabel("Se souvenir de moi").isChecked()).toBe(true);
    await page.context().close();
  });

  it("blocks the sixth attempt in 15 minutes, even with the right password", async () => {
    const email = await registered();
    const page = await openPage(browser(), "/login", desktop);
    await waitForHydration(page);
    await byLabel(page, "Adresse email").fill(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await byLabel(page, "Mot de passe").fill(`Mauvais-${attempt}`);
      await answerTo(page, "/api/auth/login", () =>
        page.getByRole("button", { name: "Se connecter", exact: true }).click(),
      );
      await expect
        .poll(() => page.getByRole("alert").innerText())
        .toBe("Email ou mot de passe incorrect");
      await byLabel(page, "Mot de passe").fill("");
    }
    await byLabel(page, "Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("Trop de tentatives. Réessayez dans 15 minutes.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.context().close();
  });
});
