import { describe, expect, it } from "vitest";
import { localizedPath, type Locale } from "@domain/i18n/locales";
import { numberFormats } from "@domain/format";
import { epargneContent } from "~/content/epargne.i18n";
import { leadFormsText } from "~/content/leadForms.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { findPlacement, savingsSimulator } from "~/content/savings";
import { defaultSavings, savingsProjection } from "~/features/simulator/savingsSimulation";
import {
  answerTo,
  desktop,
  expectNoAxeViolations,
  languagePicker,
  launchBrowserPerFile,
  openPage,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();

describe("the forms in English, Spanish and German", () => {
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
        sent: "Thank you, your request has been sent. An adviser will get back to you within 48 working hours.",
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
});
