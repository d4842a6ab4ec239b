import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { describe, expect, inject, it } from "vitest";
import { passwordMessages } from "@domain/forms/password";
import { forgotPasswordAnswer } from "@domain/forms/passwordReset";
import { leadForms } from "@domain/leads/forms";
import { leadMessages } from "@domain/leads/schema";
import { shellText } from "~/i18n/shellText";
import { authText } from "~/content/auth.i18n";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { signupText } from "~/content/signup.i18n";
import { claireSignup, uniqueEmail } from "../support/fixtures";
import { emlFolder, linkIn } from "../support/mailbox";
import { leadFormCopy } from "../support/leadFormCopy";
import {
  baseURL,
  byLabel,
  desktop,
  fieldErrorOf as errorOf,
  holdRequests,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  phone,
  waitForHydration,
  waitForOrShow,
} from "../support/browser";
import { htmlDocument } from "../support/built-site";
import { personalDataInAddress } from "../support/forms";
import { written, writtenMessages } from "../support/messages";
import { plainSpaces } from "../support/text";
import { pretAutoContent } from "~/content/pretAuto.i18n";

/**
 * Every journey a visitor can make with scripts off (a failed download on a train, a strict
 * proxy): the browser posts the page's forms itself, and reads what the server answers.
 */
const browser = launchBrowserPerFile();
const noScript: BrowserContextOptions = { ...desktop, javaScriptEnabled: false };
const mailbox = () => emlFolder(inject("mailDir"));
const messages = writtenMessages("fr");
const english = writtenMessages("en");
const { autoSimulator } = await pretAutoContent.load("fr");

const formWith = (page: Page, button: string) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: button, exact: true }) });

/**
 * Presses a submit button and waits for the page the browser loads in answer, drawn by the server:
 * its forms, like the pre-rendered pages' (tests/html), never send personal data by GET.
 */
async function submit(page: Page, form: Locator, button: string) {
  await Promise.all([
    page.waitForEvent("load"),
    form.getByRole("button", { name: button, exact: true }).click(),
  ]);
  expect(personalDataInAddress(htmlDocument(await page.content()))).toEqual([]);
}

/** An account for `email`, opened through the API from its own client address. */
async function signUpThroughApi(email: string) {
  const signup = await fetch(`${baseURL()}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.78" },
    body: JSON.stringify({ ...claireSignup, email }),
  });
  expect(signup.status).toBe(201);
}

/** The signup wizard's first page, filled in as Claire, under `email`. */
async function fillSignupFirstPage(wizard: Locator, email: string) {
  await byLabel(wizard, "Nom").fill(claireSignup.lastName);
  await byLabel(wizard, "Prénom").fill(claireSignup.firstName);
  await byLabel(wizard, "Date de naissance").fill(claireSignup.birthDate);
  await byLabel(wizard, "Genre").selectOption(claireSignup.gender);
  await byLabel(wizard, "Adresse email").fill(email);
  await byLabel(wizard, "Numéro WhatsApp").fill(claireSignup.whatsapp);
  await byLabel(wizard, "Pays").selectOption(claireSignup.country);
}

describe("with JavaScript off", () => {
  it("subscribes to the newsletter: a wrong address is said next to its field and kept, then the page confirms", async () => {
    const page = await openPage(browser(), "/", noScript);
    const box = formWith(page, "S'abonner");
    await box.getByLabel(/^Adresse email/).fill("lectrice@");
    await submit(page, box, "S'abonner");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await errorOf(box.getByLabel(/^Adresse email/))).toBe(messages.emailInvalid);
    expect(await box.getByLabel(/^Adresse email/).inputValue()).toBe("lectrice@");

    const email = uniqueEmail("lectrice");
    await box.getByLabel(/^Adresse email/).fill(email);
    await submit(page, box, "S'abonner");
    // Post/Redirect/Get: reloading the confirmation sends nothing twice.
    expect(new URL(page.url()).search).toBe("?envoye=newsletter");
    expect(await box.getByRole("status").innerText()).toBe(messages.newsletterRequested);
    await mailbox().waitForMail(
      (mail) =>
        mail.recipients.includes(email) &&
        mail.subject === "Confirmez votre inscription à la newsletter",
      10_000,
    );
    await page.context().close();
  });

  it("sends a lead from a shared simulation link, on a phone, with each missing field said in English", async () => {
    const copy = leadFormCopy.pretAuto;
    const page = await openPage(browser(), "/pretAuto?montant=20000&duree=48", {
      ...phone,
      javaScriptEnabled: false,
    });
    const form = formWith(page, copy.submitLabel);
    const field = (name: string) => {
      const label = leadForms.pretAuto.fields.find((item) => item.name === name)?.label;
      if (!label) throw new Error(`No field ${name} in the auto loan's form`);
      return byLabel(form, label);
    };
    await field("email").fill("camille@example.fr");
    await submit(page, form, copy.submitLabel);
    for (const field of leadForms.pretAuto.fields.filter((item) => item.required)) {
      const control = byLabel(form, field.label);
      const expected =
        field.control === "select" ? messages.optionRequired : messages.fieldRequired;
      if (field.name === "email") expect(await control.inputValue()).toBe("camille@example.fr");
      else expect(await errorOf(control)).toBe(expected);
    }
    await field("firstName").fill("Camille");
    await field("lastName").fill("Petit");
    await field("phone").fill("06 12 34 56 78");
    await field("vehicleType").selectOption({ index: 1 });
    await submit(page, form, copy.submitLabel);
    const address = new URL(page.url());
    expect(address.pathname).toBe("/pretAuto");
    expect(address.searchParams.get("montant")).toBe("20000");
    expect(address.searchParams.get("envoye")).toBe("lead");
    expect(await form.getByRole("status").innerText()).toBe(written(leadMessages.sent));
    await page.context().close();

    const englishPage = await openPage(browser(), "/en/pretAuto", noScript);
    const englishForm = englishPage
      .locator("form")
      .filter({ has: englishPage.locator('[name="kind"]') });
    const englishSubmit = await englishForm.getByRole("button").last().innerText();
    await submit(englishPage, englishForm, englishSubmit);
    expect(await errorOf(englishForm.locator('[name="lastName"]'))).toBe(english.fieldRequired);
    await englishPage.context().close();
  });

  it("signs in: a wrong password is refused without landing in the address, then the client area opens; a foreign return path is ignored", async () => {
    const email = uniqueEmail("sans-script");
    const signup = await fetch(`${baseURL()}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify({ ...claireSignup, email }),
    });
    expect(signup.status).toBe(201);
    const text = (await authText.load("fr")).loginText;
    const page = await openPage(browser(), "/login?suite=/.//evil.example/", noScript);
    const form = page.getByRole("form", { name: text.formLabel });
    await byLabel(form, text.email).fill(email);
    await byLabel(form, text.password).fill("Mauvais-2026");
    await submit(page, form, text.submit);
    expect(page.url()).not.toContain("Mauvais");
    expect(await page.getByRole("alert").innerText()).toBe(messages.loginFailed);
    expect(await byLabel(form, text.email).inputValue()).toBe(email);
    expect(await byLabel(form, text.password).inputValue()).toBe("");

    await byLabel(form, text.password).fill(claireSignup.password);
    await submit(page, form, text.submit);
    expect(page.url()).toBe(`${baseURL()}/espaceClient`);
    const cookie = (await page.context().cookies()).find((item) => item.name === "aurore_session");
    expect(cookie?.httpOnly).toBe(true);
    await page.context().close();
  });

  it("asks for a password reset link and says what happens next, whoever the address belongs to", async () => {
    const page = await openPage(browser(), "/motDePasseOublie", noScript);
    const text = (await authText.load("fr")).forgotPasswordText;
    const form = page.getByRole("form", { name: text.formLabel });
    await submit(page, form, text.submit);
    expect(await errorOf(byLabel(form, text.email))).toBe(messages.emailRequired);
    await byLabel(form, text.email).fill(uniqueEmail("inconnue"));
    await submit(page, form, text.submit);
    expect(await form.getByRole("status").innerText()).toBe(written(forgotPasswordAnswer));
    await page.context().close();
  });

  it("sets a new password from the reset mail's link: a short one is said next to its field, then the new one signs in", async () => {
    const email = uniqueEmail("nouveau-mot-de-passe");
    await signUpThroughApi(email);
    const forgot = await openPage(browser(), "/motDePasseOublie", noScript);
    const forgotText = (await authText.load("fr")).forgotPasswordText;
    const request = forgot.getByRole("form", { name: forgotText.formLabel });
    await byLabel(request, forgotText.email).fill(email);
    await submit(forgot, request, forgotText.submit);
    const mail = await mailbox().waitForMail(
      (each) =>
        each.recipients.includes(email) &&
        each.subject === "Réinitialisation de votre mot de passe",
      10_000,
    );
    const page = await openPage(browser(), linkIn(mail, "/nouveauMotDePasse").url, noScript);
    const text = (await mailLinksText.load("fr")).newPasswordPage;
    const form = page.getByRole("form", { name: text.title });
    await byLabel(form, "Nouveau mot de passe").fill("court");
    await byLabel(form, text.confirmLabel).fill("court");
    await submit(page, form, text.submit);
    expect(await errorOf(byLabel(form, "Nouveau mot de passe"))).toBe(
      written(passwordMessages.tooShort),
    );
    expect(await byLabel(form, "Nouveau mot de passe").inputValue()).toBe("");

    const newPassword = "Nouveau-Depart-2027";
    await byLabel(form, "Nouveau mot de passe").fill(newPassword);
    await byLabel(form, text.confirmLabel).fill(newPassword);
    await submit(page, form, text.submit);
    // Post/Redirect/Get, and the used token is not in the confirmation's address.
    expect(new URL(page.url()).search).toBe("?envoye=resetPassword");
    expect(await page.getByRole("status").innerText()).toBe(messages.passwordResetDone);
    await page.getByRole("link", { name: text.signIn }).click();
    const loginText = (await authText.load("fr")).loginText;
    const login = page.getByRole("form", { name: loginText.formLabel });
    await byLabel(login, loginText.email).fill(email);
    await byLabel(login, loginText.password).fill(newPassword);
    await submit(page, login, loginText.submit);
    expect(new URL(page.url()).pathname).toBe("/espaceClient");
    await Promise.all([forgot, page].map((each) => each.context().close()));
  });

  it("confirms an e-mail address from the mail's link with one button, never by opening it", async () => {
    const email = uniqueEmail("verification");
    await signUpThroughApi(email);
    const mail = await mailbox().waitForMail(
      (each) => each.recipients.includes(email) && each.subject === "Confirmez votre adresse email",
      10_000,
    );
    const text = (await mailLinksText.load("fr")).emailVerificationPage;
    const page = await openPage(browser(), linkIn(mail, "/verificationEmail").url, noScript);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.confirmTitle);
    await submit(page, page.locator("main form"), text.confirm);
    expect(new URL(page.url()).search).toBe("?envoye=verifyEmail");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.verified);
    expect(await page.getByRole("status").innerText()).toBe(messages.emailVerified);

    // The same link again: the server says it has served.
    await page.goto(linkIn(mail, "/verificationEmail").url);
    await submit(page, page.locator("main form"), text.confirm);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.failed);
    expect(await page.getByRole("status").innerText()).toBe(messages.verificationLinkUsed);
    await page.context().close();
  });

  it("refuses a form posted to a page from another site, as the API does", async () => {
    const response = await fetch(`${baseURL()}/login`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://attaquant.example",
      },
      body: "_formulaire=login&email=claire%40example.fr&password=x",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });

  it("says a form sent to a page that takes none saved nothing, and links back to that page", async () => {
    for (const [path, locale] of [
      ["/apropos", "fr"],
      ["/en/apropos", "en"],
    ] as const) {
      const response = await fetch(`${baseURL()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL() },
        body: "email=claire%40example.fr",
      });
      expect(response.status).toBe(405);
      const main = htmlDocument(await response.text()).querySelector("main");
      expect(plainSpaces(main?.querySelector("p")?.textContent ?? "")).toBe(
        plainSpaces(shellText[locale].formNotHere),
      );
      const back = main?.querySelector("a");
      expect([back?.getAttribute("href"), back?.textContent]).toEqual([
        path,
        shellText[locale].backToPage,
      ]);
    }
  });

  it("navigates the header's menus: listed on a phone, under the pointer or the keyboard on a desktop", async () => {
    const onPhone = await openPage(browser(), "/", { ...phone, javaScriptEnabled: false });
    const phoneNav = onPhone.getByRole("navigation", { name: "Navigation principale" });
    // Listed from the first paint, the links are there at once: none fades in after the others.
    const animations = await phoneNav
      .locator("li")
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName));
    expect(animations.length).toBeGreaterThan(8);
    expect(new Set(animations)).toEqual(new Set(["none"]));
    await Promise.all([
      onPhone.waitForURL(`${baseURL()}/pretAuto`),
      phoneNav.getByRole("link", { name: "Prêt auto" }).tap(),
    ]);
    await onPhone.context().close();

    const onDesktop = await openPage(browser(), "/", noScript);
    const nav = onDesktop.getByRole("navigation", { name: "Navigation principale" });
    const link = nav.getByRole("link", { name: "Prêt travaux" });
    expect(await link.isVisible()).toBe(false);
    await nav.getByRole("button", { name: "Crédit" }).hover();
    await expect.poll(() => link.isVisible()).toBe(true);
    await onDesktop.mouse.move(0, 700);
    await expect.poll(() => link.isVisible()).toBe(false);
    await nav.getByRole("button", { name: "Crédit" }).focus();
    await onDesktop.keyboard.press("Tab");
    await expect
      .poll(() =>
        nav
          .getByRole("link", { name: "Prêt personnel" })
          .evaluate((item) => item === document.activeElement),
      )
      .toBe(true);
    await Promise.all([
      onDesktop.waitForURL(`${baseURL()}/pretPersonnel`),
      onDesktop.keyboard.press("Enter"),
    ]);
    await onDesktop.context().close();
  });

  it("signs in with the second factor: a wrong code is said next to its field, the right one opens the client area", async () => {
    const email = uniqueEmail("deux-facteurs");
    const api = async (path: string, body: object, cookie = "") => {
      const response = await fetch(`${baseURL()}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": "203.0.113.78",
          ...(cookie && { cookie }),
        },
        body: JSON.stringify(body),
      });
      return {
        response,
        cookie:
          cookie ||
          (
            response.headers.getSetCookie().find((item) => item.includes("aurore_session=")) ?? ""
          ).split(";")[0],
      };
    };
    const { cookie } = await api("/api/auth/signup", { ...claireSignup, email });
    const setup = await api(
      "/api/account/two-factor/setup",
      { password: claireSignup.password },
      cookie,
    );
    const { secret } = (await setup.response.json()) as { secret: string };
    const authenticator = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) });
    const confirm = await api(
      "/api/account/two-factor/confirm",
      { code: authenticator.generate() },
      cookie,
    );
    expect(confirm.response.status).toBe(200);

    const text = await authText.load("fr");
    const page = await openPage(browser(), "/login", noScript);
    const form = page.getByRole("form", { name: text.loginText.formLabel });
    await byLabel(form, text.loginText.email).fill(email);
    await byLabel(form, text.loginText.password).fill(claireSignup.password);
    await submit(page, form, text.loginText.submit);
    const step = page.getByRole("form", { name: text.secondFactorText.title });
    const valid = [-30_000, 0, 30_000, 60_000].map((shift) =>
      authenticator.generate({ timestamp: Date.now() + shift }),
    );
    await byLabel(step, text.secondFactorText.code).fill(
      ["000000", "111111"].find((code) => !valid.includes(code)) ?? "",
    );
    await submit(page, step, text.secondFactorText.submit);
    expect(await errorOf(byLabel(step, text.secondFactorText.code))).toBe(messages.codeWrong);
    expect(await byLabel(step, text.secondFactorText.code).inputValue()).toBe("");
    // The code of the next 30-second step: the current one confirmed the enrolment.
    await byLabel(step, text.secondFactorText.code).fill(
      authenticator.generate({ timestamp: Date.now() + 30_000 }),
    );
    await submit(page, step, text.secondFactorText.submit);
    expect(page.url()).toBe(`${baseURL()}/espaceClient`);
    await page.context().close();
  });

  it("simulates a loan: a shared link shows its own figures, and the form recalculates them as the scripts would", async () => {
    /** The monthly payment the simulation tab shows, as a visitor reads it. */
    const monthlyOn = async (page: Page) =>
      plainSpaces(
        await page
          .getByRole("tabpanel", { name: "Simulation" })
          .locator("output")
          .first()
          .innerText(),
      );
    const withScripts = async (path: string) => {
      const page = await openPage(browser(), path, desktop);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole("tab", { selected: true }).innerText())
        .toBe("Simulation");
      const figure = await monthlyOn(page);
      await page.context().close();
      return figure;
    };

    const page = await openPage(browser(), "/pretAuto?montant=20000&duree=48", noScript);
    expect(await monthlyOn(page)).toBe(await withScripts("/pretAuto?montant=20000&duree=48"));
    const panel = page.getByRole("tabpanel", { name: "Simulation" });
    await panel.getByRole("textbox", { name: autoSimulator.amountLabel }).fill("30 000");
    const months = autoSimulator.durations.at(-1) ?? 0;
    await panel.getByText(`${months} mois`, { exact: true }).click();
    await Promise.all([
      page.waitForURL(/total=/),
      panel.getByRole("button", { name: "Calculer" }).click(),
    ]);
    const price = panel.getByRole("textbox", { name: autoSimulator.amountLabel });
    expect(plainSpaces(await price.inputValue())).toBe("30 000");
    const borrowed = 30_000 - (autoSimulator.deduction?.defaultValue ?? 0);
    expect(await monthlyOn(page)).toBe(
      await withScripts(`/pretAuto?montant=${borrowed}&duree=${months}`),
    );
    await page.context().close();
  });

  it("projects savings from the simulator's form, saying what it retains of an amount out of bounds", async () => {
    const page = await openPage(browser(), "/epargne", noScript);
    const panel = page.getByRole("tabpanel", { name: "Simulation" });
    await panel.getByRole("textbox", { name: "Versement mensuel" }).fill("5000");
    await panel.getByText("15 ans", { exact: true }).click();
    await Promise.all([
      page.waitForURL(/mensuel=/),
      panel.getByRole("button", { name: "Calculer" }).click(),
    ]);
    expect(await panel.getByText("Capital au bout de 15 ans").isVisible()).toBe(true);
    // 5 000 € a month is above the simulator's bound: the field says what the figures retain.
    expect(plainSpaces(await panel.innerText())).toContain(
      "Le maximum est de 2 000 € : la simulation retient 2 000 €.",
    );
    const capital = plainSpaces(await panel.locator("output").first().innerText());
    const scripted = await openPage(
      browser(),
      new URL(page.url()).pathname + new URL(page.url()).search,
      desktop,
    );
    await waitForHydration(scripted);
    const scriptedPanel = scripted.getByRole("tabpanel", { name: "Simulation" });
    await scripted.getByRole("tab", { name: "Simulation" }).click();
    expect(plainSpaces(await scriptedPanel.locator("output").first().innerText())).toBe(capital);
    await scripted.context().close();
    await page.context().close();
  });

  it("opens an account through the wizard's pages, each checked by the server, no password sent back", async () => {
    const text = await signupText.load("fr");
    const page = await openPage(browser(), "/signup", noScript);
    const wizard = page.locator("form").filter({ has: page.locator('[name="_formulaire"]') });
    const [first, second, last] = text.signupStepTexts;
    await submit(page, wizard, first?.submitLabel ?? "");
    expect(await errorOf(byLabel(wizard, "Nom"))).toBe(messages.lastNameRequired);
    expect(await errorOf(byLabel(wizard, "Adresse email"))).toBe(messages.emailRequired);

    const email = uniqueEmail("sans-script");
    await fillSignupFirstPage(wizard, email);
    await submit(page, wizard, first?.submitLabel ?? "");
    expect(await page.getByRole("heading", { name: second?.title }).isVisible()).toBe(true);
    expect(plainSpaces(await wizard.innerText())).toContain(claireSignup.firstName);

    await byLabel(wizard, "Mot de passe").fill("court");
    await byLabel(wizard, "Confirmer le mot de passe").fill("court");
    await submit(page, wizard, last?.submitLabel ?? "");
    expect(await errorOf(byLabel(wizard, "Mot de passe"))).toBe(written(passwordMessages.tooShort));
    // What was typed comes back, but never a password.
    expect(await byLabel(wizard, "Mot de passe").inputValue()).toBe("");
    expect(await wizard.locator('input[type="hidden"][name="email"]').inputValue()).toBe(email);

    await byLabel(wizard, "Mot de passe").fill(claireSignup.password);
    await byLabel(wizard, "Confirmer le mot de passe").fill(claireSignup.password);
    await wizard.getByRole("checkbox").first().check();
    await submit(page, wizard, last?.submitLabel ?? "");
    expect(page.url()).toBe(`${baseURL()}/espaceClient`);
    const cookie = (await page.context().cookies()).find((item) => item.name === "aurore_session");
    expect(cookie?.httpOnly).toBe(true);
    await page.context().close();

    // The server's check of the first page speaks the page's language.
    const englishPage = await openPage(browser(), "/en/signup", noScript);
    const englishWizard = englishPage
      .locator("form")
      .filter({ has: englishPage.locator('[name="_formulaire"]') });
    const englishFirst = (await signupText.load("en")).signupStepTexts[0]?.submitLabel ?? "";
    await submit(englishPage, englishWizard, englishFirst);
    expect(await errorOf(englishWizard.locator('[name="lastName"]'))).toBe(
      english.lastNameRequired,
    );
    await englishPage.context().close();
  });
});

describe("with the scripts still on their way", () => {
  /**
   * `path` opened on a phone with its scripts held until `scripts.release()`, and the documents
   * the browser loads after it: none while the page answers a tap itself.
   */
  async function openWithScriptsHeld(path: string) {
    const page = await openPage(browser(), "about:blank", phone);
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto(path);
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    return { page, scripts, navigations };
  }

  it("says at the first tap what the signup's empty first page lacks, then the scripts take the wizard over", async () => {
    const text = await signupText.load("fr");
    const [first, second, last] = text.signupStepTexts;
    const { page, scripts, navigations } = await openWithScriptsHeld("/signup");
    const wizard = page.locator("form").filter({ has: page.locator('[name="_formulaire"]') });
    await wizard.getByRole("button", { name: first?.submitLabel ?? "", exact: true }).tap();
    // The page says it itself, its scripts held: the server is not asked.
    await wizard.getByText(messages.lastNameRequired).waitFor();
    expect(await errorOf(byLabel(wizard, "Nom"))).toBe(messages.lastNameRequired);
    expect(await errorOf(byLabel(wizard, "Adresse email"))).toBe(messages.emailRequired);
    expect(await wizard.getByText(messages.countryRequired).isVisible()).toBe(true);
    expect(await byLabel(wizard, "Nom").evaluate((field) => field === document.activeElement)).toBe(
      true,
    );
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    expect(navigations).toEqual([]);

    scripts.release();
    await fillSignupFirstPage(wizard, uniqueEmail("scripts-lents"));
    // Each field typed in lost its message, whenever the scripts took over.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await wizard.getByText(messages.lastNameRequired).isVisible()).toBe(false);
    expect(await errorOf(byLabel(wizard, "Nom"))).toBe("");
    // The first tap is not sent again: the visitor sends the page filled in.
    expect(await page.getByRole("heading", { name: first?.title }).isVisible()).toBe(true);
    await wizard.getByRole("button", { name: first?.submitLabel ?? "", exact: true }).tap();
    await waitForOrShow(page, page.getByRole("heading", { name: second?.title }), wizard);
    await byLabel(wizard, "Mot de passe").fill(claireSignup.password);
    await byLabel(wizard, "Confirmer le mot de passe").fill(claireSignup.password);
    // With scripts, the password and the consents are two pages.
    await wizard.getByRole("button", { name: second?.submitLabel ?? "", exact: true }).tap();
    await page.getByRole("heading", { name: last?.title }).waitFor();
    await wizard.getByRole("checkbox").first().check();
    await wizard.getByRole("button", { name: last?.submitLabel ?? "", exact: true }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/espaceClient");
    // The scripts drew the wizard's next pages: the browser loaded no other document.
    expect(navigations).toEqual([]);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("says at the first tap what the login form lacks, the scripts still held", async () => {
    const text = await authText.load("fr");
    const { page, scripts, navigations } = await openWithScriptsHeld("/login");
    const form = page.getByRole("form", { name: text.loginText.formLabel });
    await form.getByRole("button", { name: text.loginText.submit, exact: true }).tap();
    await form.getByText(messages.loginPasswordRequired).waitFor();
    expect(await errorOf(byLabel(form, text.loginText.email))).toBe(messages.emailRequired);
    expect(await errorOf(byLabel(form, text.loginText.password))).toBe(
      messages.loginPasswordRequired,
    );
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    expect(navigations).toEqual([]);
    scripts.release();
    await page.context().close();
  });

  // A form the HTML cannot check is plain HTML until the scripts run: the server answers it.
  it("answers a first page sent at the first tap, and leaves the cursor where the visitor put it when the scripts take over", async () => {
    const [first] = (await signupText.load("fr")).signupStepTexts;
    const { page, scripts } = await openWithScriptsHeld("/signup");
    const wizard = page.locator("form").filter({ has: page.locator('[name="_formulaire"]') });
    await fillSignupFirstPage(wizard, "claire@");
    await byLabel(wizard, "Numéro WhatsApp").fill("06 12");
    await Promise.all([
      page.waitForEvent("load"),
      wizard.getByRole("button", { name: first?.submitLabel ?? "", exact: true }).tap(),
    ]);
    expect(await errorOf(byLabel(wizard, "Adresse email"))).toBe(messages.emailInvalid);
    expect(await errorOf(byLabel(wizard, "Numéro WhatsApp"))).toBe(messages.whatsappInvalid);
    expect(new URL(page.url()).pathname).toBe("/signup");
    // The server marked the address first; the visitor completes the number, scripts still held.
    const whatsapp = byLabel(wizard, "Numéro WhatsApp");
    await whatsapp.tap();
    await page.keyboard.press("End");
    await page.keyboard.type(" 34");
    scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.keyboard.type(" 56 78");
    expect(await whatsapp.inputValue()).toBe("06 12 34 56 78");
    expect(await byLabel(wizard, "Adresse email").inputValue()).toBe("claire@");
    await page.context().close();
  });
});

describe("when the connection drops once the scripts run", () => {
  // The form's rules are downloaded as the visitor starts filling it in; if they never come, the
  // form goes to the server, which checks it with the same rules.
  it("sends the signup's first page to the server, which draws the next one", async () => {
    const text = await signupText.load("fr");
    const [first, second] = text.signupStepTexts;
    const page = await openPage(browser(), "/signup");
    await waitForHydration(page);
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort("internetdisconnected"));
    const wizard = page.locator("form").filter({ has: page.locator('[name="_formulaire"]') });
    const email = uniqueEmail("connexion-perdue");
    await fillSignupFirstPage(wizard, email);
    await submit(page, wizard, first?.submitLabel ?? "");
    await waitForOrShow(page, page.getByRole("heading", { name: second?.title }), wizard);
    expect(new URL(page.url()).pathname).toBe("/signup");
    expect(await wizard.locator('input[type="hidden"][name="email"]').inputValue()).toBe(email);
    await page.context().close();
  });
});
