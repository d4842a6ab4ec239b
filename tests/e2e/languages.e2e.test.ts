import type { Page } from "playwright-core";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { locales, localizedPath, type Locale } from "@domain/i18n/locales";
import { pageVersions } from "@domain/pages";
import { numberFormats } from "@domain/format";
import { epargneContent } from "~/content/epargne.i18n";
import { leadFormsText } from "~/content/leadForms.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import { findPlacement, savingsSimulator } from "~/content/savings";
import { defaultSavings, savingsProjection } from "~/features/simulator/savingsSimulation";
import {
  answerTo,
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  signUpFrom,
  waitForHydration,
} from "./browser";

import { claireSignup } from "../support/fixtures";

const browser = launchBrowserPerFile();
const site = "https://www.aurore-banque.example";

/** Every static page published in a language other than French. */
const translated = pageVersions.filter(
  ({ page, locale }) => page.rendering === "static" && locale !== "fr",
);

/**
 * The page's sentences: the text of each element that holds words of its own, outside what is
 * marked as another language (the French warning the credit law requires) and addresses.
 */
const sentencesOf = (page: Page) =>
  page.evaluate(() => {
    const lang = document.documentElement.lang;
    const texts = new Set<string>();
    for (const element of document.body.querySelectorAll<HTMLElement>(
      "h1, h2, h3, p, li, a, button, label, summary, dt, dd, th, td, figcaption, caption",
    )) {
      if (element.closest("address, script, style, svg")) continue;
      if (element.closest("[lang]")?.getAttribute("lang") !== lang) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim();
      // Three words or more: names, figures and addresses are the same in every language.
      if (own.split(" ").filter((word) => /\p{L}{2,}/u.test(word)).length >= 3) texts.add(own);
    }
    return [...texts];
  });

const languagePicker = (page: Page, name: string) => page.getByRole("navigation", { name });

describe("the site in four languages", () => {
  it.each(translated.map(({ path, locale }) => [path, locale] as const))(
    "%s is written in its language, named as such, with its alternates, and passes axe",
    async (path, locale) => {
      const page = await openPage(browser(), path, desktop);
      await waitForHydration(page);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${site}${path}`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
      expect(alternates.sort()).toEqual([...locales, "x-default"].sort());
      expect(
        await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href"),
      ).toBe(`${site}${path.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/"}`);
      await expectNoAxeViolations(page);
      expect(jsErrorsOf(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each(translated.map(({ page, path, locale }) => [path, page.path, locale] as const))(
    "%s holds no sentence of the French page, and the French page none of it",
    async (path, frenchPath) => {
      const translatedPage = await openPage(browser(), path, desktop);
      const frenchPage = await openPage(browser(), frenchPath, desktop);
      const [theirs, french] = await Promise.all([
        sentencesOf(translatedPage),
        sentencesOf(frenchPage),
      ]);
      expect(french.length).toBeGreaterThan(5);
      expect(theirs.filter((sentence) => french.includes(sentence))).toEqual([]);
      await translatedPage.context().close();
      await frenchPage.context().close();
    },
  );

  it("switches language from the header with the keyboard, and remembers the choice", async () => {
    const page = await openPage(browser(), "/", desktop);
    const picker = languagePicker(page, "Langue du site");
    expect(await picker.getByRole("link").allInnerTexts()).toEqual([
      "Français",
      "English",
      "Español",
      "Deutsch",
    ]);
    expect(await picker.getByRole("link", { name: "Français" }).getAttribute("aria-current")).toBe(
      "true",
    );
    await picker.getByRole("link", { name: "English" }).focus();
    await Promise.all([page.waitForURL("**/en"), page.keyboard.press("Enter")]);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const english = languagePicker(page, "Site language");
    expect(await english.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe(
      "true",
    );
    // The choice is remembered even when made before the French page had its scripts.
    await waitForHydration(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "langue")?.value).toBe("en");

    // Links of the English page stay in English where the page exists in it.
    await page.getByRole("link", { name: "Aurore Banque, home" }).click();
    expect(new URL(page.url()).pathname).toBe("/en");
    await page.context().close();
  });

  it("leads from a page that does not exist to the home page of the language chosen", async () => {
    const page = await openPage(browser(), "/nulle-part", desktop);
    const links = languagePicker(page, "Langue du site").getByRole("link");
    await links.first().waitFor();
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(targets).toEqual(["/", "/en", "/es", "/de"]);
    await page.context().close();
  });

  it("switches a credit page to English from the header, keeping its simulation, and simulates in English", async () => {
    const page = await openPage(browser(), "/pretAuto#simulation", desktop);
    await waitForHydration(page);
    const french = await pretAutoContent.load("fr");
    const frenchTab = french.pretAutoTabs.find((tab) => tab.id === "simulation");
    await page
      .getByRole("tabpanel", { name: frenchTab?.label })
      .getByRole("textbox", { name: french.autoSimulator.amountLabel })
      .fill("30 000");
    // The address carries the amount borrowed: the price less the 5 000 € contribution.
    await page.waitForURL(/montant=25000/);

    await languagePicker(page, "Langue du site").getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en\/pretAuto\?.*montant=25000.*#simulation$/);
    // The pre-rendered page holds the default loan: the link's one replaces it once hydrated.
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const { pretAutoTabs, autoSimulator } = await pretAutoContent.load("en");
    const { loanResultsText } = await simulatorsContent.load("en");
    const simulationTab = pretAutoTabs.find((tab) => tab.id === "simulation");
    const panel = page.getByRole("tabpanel", { name: simulationTab?.label });
    const financed = (amount: number) =>
      panel
        .locator("div", { has: page.getByText(loanResultsText.financed, { exact: true }) })
        .locator("dd")
        .getByText(numberFormats("en").euros(amount), { exact: true });
    // The same 25 000 € financed, written in English.
    await financed(25_000).waitFor();
    const amount = panel.getByRole("textbox", { name: autoSimulator.amountLabel });
    expect(await amount.inputValue()).toBe("30,000");
    await amount.fill("40,000");
    await financed(35_000).waitFor();
    await panel.getByText("Warning! Borrowing money costs money and must be paid back!").waitFor();
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it.each<[Locale, string, string]>([
    ["en", "This email address is not valid", "Thank you!"],
    ["es", "El correo electrónico no es válido", "¡Gracias!"],
    ["de", "Die E-Mail-Adresse ist ungültig", "Vielen Dank!"],
  ])(
    "answers the newsletter form in %s, next to the field and once subscribed",
    async (locale, invalid, thanks) => {
      const page = await openPage(browser(), localizedPath("/", locale), desktop);
      await waitForHydration(page);
      const address = page.locator("form").filter({ has: page.locator('input[type="email"]') });
      const field = address.locator('input[type="email"]');
      await field.fill("pas-une-adresse");
      await address.locator('button[type="submit"]').click();
      const error = address.getByText(invalid);
      await error.waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");

      await field.fill(`lecteur.${locale}.${Date.now()}@example.fr`);
      await answerTo(page, "/api/newsletter", () =>
        address.locator('button[type="submit"]').click(),
      );
      await address.getByRole("status").getByText(thanks).waitFor();
      await page.context().close();
    },
  );

  it.each<[Locale, { email: string; password: string; failed: string; submit: string }]>([
    [
      "en",
      {
        email: "Please enter your email address",
        password: "Please enter your password",
        failed: "Incorrect email address or password",
        submit: "Log in",
      },
    ],
    [
      "es",
      {
        email: "Indique su correo electrónico",
        password: "Indique su contraseña",
        failed: "Correo electrónico o contraseña incorrectos",
        submit: "Acceder",
      },
    ],
    [
      "de",
      {
        email: "Bitte geben Sie Ihre E-Mail-Adresse ein",
        password: "Bitte geben Sie Ihr Passwort ein",
        failed: "E-Mail-Adresse oder Passwort ist falsch",
        submit: "Anmelden",
      },
    ],
  ])(
    "signs in in %s: each field's error, then a wrong password, in the page's language",
    async (locale, text) => {
      const page = await openPage(browser(), localizedPath("/login", locale), desktop);
      await waitForHydration(page);
      const form = page.locator("main form");
      const submit = form.getByRole("button", { name: text.submit, exact: true });
      await submit.click();
      await form.getByText(text.email).waitFor();
      await form.getByText(text.password).waitFor();

      await form.locator('input[type="email"]').fill(`inconnu.${locale}@example.fr`);
      await form.locator('input[type="password"]').fill("Pas-le-bon-2026");
      await answerTo(page, "/api/auth/login", () => submit.click());
      await form.getByRole("alert").getByText(text.failed).waitFor();
      await expectNoAxeViolations(page);
      await page.context().close();
    },
  );

  it("opens an account in English, reached from the French wizard by the header, each step's errors in English", async () => {
    const page = await openPage(browser(), "/signup", desktop);
    await waitForHydration(page);
    await languagePicker(page, "Langue du site").getByRole("link", { name: "English" }).click();
    await page.waitForURL("**/en/signup");
    await page.getByRole("heading", { name: "Personal details" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const form = page.locator("main form");
    const field = (label: string) =>
      form.getByLabel(new RegExp(`^${label}\\*?$`), { exact: false });
    const next = (name: string) => form.getByRole("button", { name, exact: true });

    await next("Continue to security").click();
    for (const message of [
      "Please enter your surname",
      "Please enter your first name",
      "Please enter your date of birth",
      "Please select your gender",
      "Please enter your email address",
      "Please enter your WhatsApp number",
      "Please select your country",
    ])
      await form.getByText(message, { exact: true }).waitFor();
    expect(await form.getByText("Step 1 of 3").isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await field("Surname").fill("Smith");
    await field("First name").fill("Olivia");
    await field("Date of birth").fill("2015-03-02");
    await field("Gender").selectOption({ label: "Female" });
    await field("Email address").fill(`olivia.${Date.now()}@example.co.uk`);
    await field("Country of residence").selectOption({ label: "United Kingdom" });
    await field("WhatsApp number").fill("+44 7911 123456");
    await next("Continue to security").click();
    await form.getByText("You must be 18 or over to open an account").waitFor();
    await field("Date of birth").fill("1988-11-04");
    await next("Continue to security").click();

    await page.getByRole("heading", { name: "Account security" }).waitFor();
    await field("Password").fill("olivia");
    await form.getByText("Password strength: Very weak").waitFor();
    await field("Confirm your password").fill("something else");
    await next("Continue to confirmation").click();
    await form.getByText("Your password must be at least 8 characters long").waitFor();
    await form.getByText("The passwords do not match").waitFor();
    await field("Password").fill("Lighthouse-2026!");
    await form.getByText("Password strength: Very strong").waitFor();
    await field("Confirm your password").fill("Lighthouse-2026!");
    await next("Continue to confirmation").click();

    await page.getByRole("heading", { name: "Confirmation" }).waitFor();
    const summary = page.getByRole("region", { name: "Your account at a glance" });
    await summary.getByText("United Kingdom").waitFor();
    expect(await summary.getByText("04/11/1988").isVisible()).toBe(true);
    await next("Open my account").click();
    await form.getByText("You must accept the terms to continue").waitFor();
    await expectNoAxeViolations(page);
    await form.getByLabel(/I accept the/).check();
    await answerTo(page, "/api/auth/signup", () => next("Open my account").click());
    await page.getByRole("status").getByText("Your account is open!").waitFor();
    await page.context().close();
  });

  it.each<[Locale, { required: string; choose: string; sent: string }]>([
    [
      "en",
      {
        required: "Please fill in this field",
        choose: "Please choose an option",
        sent: "Thank you, your request has been sent. An adviser will get back to you within 2 working days.",
      },
    ],
    [
      "es",
      {
        required: "Rellene este campo",
        choose: "Elija una opción",
        sent: "Gracias, hemos recibido su solicitud. Un asesor le responderá en un plazo de 48 horas laborables.",
      },
    ],
    [
      "de",
      {
        required: "Bitte füllen Sie dieses Feld aus",
        choose: "Bitte wählen Sie eine Option aus",
        sent: "Vielen Dank, Ihre Anfrage wurde übermittelt. Eine Beraterin oder ein Berater antwortet Ihnen innerhalb von 48 Stunden (an Werktagen).",
      },
    ],
  ])(
    "sends a request for a call-back in %s, its errors and its thanks in that language",
    async (locale, text) => {
      const { leadFieldLabels, leadChoiceLabels } = await leadFormsText.load(locale);
      const labels = leadFieldLabels.international;
      const page = await openPage(
        browser(),
        `${localizedPath("/paiements", locale)}#international`,
        desktop,
      );
      await waitForHydration(page);
      const form = page
        .locator("form[method=post]")
        .filter({ has: page.getByLabel(labels.targetZone ?? "") });
      await form.waitFor();
      const field = (label: string | undefined) => form.getByLabel(new RegExp(`^${label}\\*?$`));
      const submit = form.getByRole("button");
      await submit.click();
      for (const message of [text.required, text.choose])
        await form.getByText(message, { exact: true }).first().waitFor();
      await expectNoAxeViolations(page);

      await field(labels.companyName).fill("Lumière SAS");
      await field(labels.name).fill("Camille Petit");
      await field(labels.phone).fill("06 12 34 56 78");
      await field(labels.targetZone).selectOption({
        label: leadChoiceLabels.targetZone?.asia ?? "",
      });
      await answerTo(page, "/api/leads/international", () => submit.click());
      await form.getByRole("status").getByText(text.sent).waitFor();
      await page.context().close();
    },
  );

  it.each<[Locale, string]>([
    ["en", "12,500"],
    ["es", "12.500"],
    ["de", "12.500 €"],
  ])(
    "simulates savings in %s, reading and writing amounts as the language does",
    async (locale, typed) => {
      const { savingsSimulatorText: text, epargneTabs } = await epargneContent.load(locale);
      const { amountFieldText: amountText } = await simulatorsContent.load(locale);
      const format = numberFormats(locale);
      const page = await openPage(browser(), localizedPath("/epargne", locale), desktop);
      await waitForHydration(page);
      const simulationTab = epargneTabs.find((tab) => tab.id === "simulation");
      await page.getByRole("tab", { name: simulationTab?.label }).click();
      const panel = page.getByRole("tabpanel", { name: simulationTab?.label });
      const initial = panel.getByRole("textbox", { name: text.initialDeposit });

      await initial.fill(typed);
      const expected = savingsProjection(findPlacement("livretA"), {
        ...defaultSavings(savingsSimulator),
        initialDeposit: 12_500,
      });
      await panel.locator("output").getByText(format.euros(expected.finalCapital)).waitFor();

      await initial.fill("200000");
      const maximum = format.wholeEuros(savingsSimulator.initialDeposit.max);
      await panel.getByText(amountText.aboveMax(maximum)).waitFor();
      await initial.press("Tab");
      expect(await initial.inputValue()).toBe(format.number(savingsSimulator.initialDeposit.max));

      await initial.fill("douze");
      await panel.getByText(amountText.notAmount(format.number(15_000))).waitFor();
      await expectNoAxeViolations(page);
      await page.context().close();
    },
  );

  it("offers the browser's language on a first visit, without redirecting", async () => {
    const page = await openPage(browser(), "/", { ...desktop, locale: "de-DE" });
    await waitForHydration(page);
    const offer = page.getByRole("complementary", {
      name: "Diese Website gibt es auch auf Deutsch.",
    });
    await offer.waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await offer.getByRole("link", { name: "Auf Deutsch lesen" }).getAttribute("href")).toBe(
      "/de",
    );
    await expectNoAxeViolations(page);
    await offer.getByRole("button", { name: "Nein, danke" }).click();
    await offer.waitFor({ state: "detached" });
    // Declining is a choice: French is remembered, and nothing is offered again.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "langue")?.value).toBe("fr");
    await page.context().close();
  });

  it.each<[string, string]>([
    ["/en/nulle-part", "Page not found"],
    ["/es/nulle-part", "Página no encontrada"],
    ["/de/nulle-part", "Seite nicht gefunden"],
  ])("answers %s with the 404 page in its language", async (path, title) => {
    const page = await openPage(browser(), path, desktop);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
    expect(await page.getAttribute("html", "lang")).toBe(path.slice(1, 3));
    // The browser reports the page's own 404 status; nothing else may go wrong.
    expect(jsErrorsOf(page).filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe("the signed-in pages in four languages", () => {
  /** A new customer's browser, signed in, on the home page. */
  async function signedIn(): Promise<Page> {
    const page = await openPage(browser(), "/", desktop);
    const email = `langues.${randomBytes(4).toString("hex")}@example.fr`;
    await signUpFrom(page, { ...claireSignup, email });
    return page;
  }

  /** The pages drawn in the browser, as a signed-in customer or a mailed link opens them. */
  const clientPages = pageVersions.filter(
    ({ page, locale }) => page.rendering === "client" && page.frame === "site" && locale !== "fr",
  );

  // One customer, signed in once, visits each of them.
  let customer: Promise<Page> | undefined;
  afterAll(async () => (await customer)?.context().close());

  it.each(clientPages.map(({ path, locale }) => [path, locale] as const))(
    "%s, drawn in the browser, is in its language, named as such, and passes axe",
    async (path, locale) => {
      customer ??= signedIn();
      const page = await customer;
      await page.goto(path);
      await page.locator("main h1").first().waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await page.title()).toMatch(/\| Aurore Banque$/);
      await expectNoAxeViolations(page);
      expect(jsErrorsOf(page).filter((error) => !/\b40[01]\b/.test(error))).toEqual([]);
    },
  );

  it("shows the client area in English, none of its sentences French, and changes the password in English", async () => {
    const page = await signedIn();
    await page.goto("/espaceClient");
    await page.getByRole("heading", { level: 1, name: "Bonjour Claire" }).waitFor();
    await page.getByRole("heading", { name: "Sessions actives" }).waitFor();
    const french = await sentencesOf(page);

    await page.goto("/en/espaceClient");
    await page.getByRole("heading", { level: 1, name: "Hello Claire" }).waitFor();
    await page.getByRole("heading", { name: "Active sessions" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect((await sentencesOf(page)).filter((sentence) => french.includes(sentence))).toEqual([]);
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Change your password" });
    await form.getByLabel(/^Current password/).fill("Pas-le-bon-2026");
    await form.getByLabel(/^New password/).fill("Nouveau-Depart-2027");
    await form.getByLabel(/^Confirm your new password/).fill("Nouveau-Depart-2027");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("Your current password is incorrect").waitFor();
    expect(jsErrorsOf(page).filter((error) => !/\b400\b/.test(error))).toEqual([]);
    await page.context().close();
  });

  it("applies for a loan in Spanish, from the Spanish simulation to the indicative answer, each message in Spanish", async () => {
    const page = await signedIn();
    await page.goto("/es/pretPersonnel#simulation");
    await waitForHydration(page);
    const apply = page.getByRole("link", { name: "Solicitar el préstamo", exact: true });
    expect(await apply.getAttribute("href")).toMatch(/^\/es\/demandePret\?produit=pretPersonnel&/);
    await apply.click();
    await page.getByRole("button", { name: "Empezar mi solicitud" }).click();
    await page.waitForURL(/\/es\/demandePret\?id=[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Mi solicitud de préstamo personal" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    const tracker = page.getByRole("list", { name: "Estado de su solicitud" });
    expect((await tracker.innerText()).replace(/\s+/g, " ")).toMatch(
      /Simulación.*Completado.*En curso.*Pendiente/,
    );

    const field = (label: string) =>
      page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`));
    await field("Situación laboral").selectOption({ index: 1 });
    await field("Desde (mes y año)").fill("2018-09");
    await page.getByRole("button", { name: "Obtener mi respuesta de principio" }).click();
    await page.getByText("Indique sus ingresos netos mensuales").waitFor();
    await expectNoAxeViolations(page);

    await field("Ingresos netos mensuales").fill("3200");
    await field("Cuotas de sus otros créditos (sin la hipoteca de su vivienda)").fill("0");
    await field("Vivienda").selectOption({ label: "Inquilino" });
    await field("Alquiler mensual, gastos incluidos").fill("650");
    await field("Número de personas a su cargo").fill("0");
    await page.getByRole("button", { name: "Obtener mi respuesta de principio" }).click();
    await page.getByRole("heading", { name: "Respuesta de principio: favorable" }).waitFor();
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page).filter((error) => !/\b400\b/.test(error))).toEqual([]);
    await page.context().close();
  });
});
