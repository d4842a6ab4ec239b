import { describe, expect, it } from "vitest";
import { numberFormats } from "@domain/format";
import { simulatorsContent } from "~/content/simulators.i18n";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import {
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  languagePicker,
  launchBrowserPerFile,
  openPage,
  signedInPage,
  waitForHydration,
} from "../support/browser";
import { htmlDocument } from "../support/built-site";
import { sentencesOf } from "../support/text";

const browser = launchBrowserPerFile();

describe("the site in four languages", () => {
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
  const signedIn = () => signedInPage(browser());

  it("shows the client area in English, none of its sentences French, and changes the password in English", async () => {
    const page = await signedIn();
    await page.goto("/espaceClient");
    await page.getByRole("heading", { level: 1, name: "Bonjour Claire" }).waitFor();
    await page.getByRole("heading", { name: "Sessions actives" }).waitFor();
    const french = sentencesOf(htmlDocument(await page.content()));

    await page.goto("/en/espaceClient");
    await page.getByRole("heading", { level: 1, name: "Hello Claire" }).waitFor();
    await page.getByRole("heading", { name: "Active sessions" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const english = sentencesOf(htmlDocument(await page.content()));
    expect(english.filter((sentence) => french.includes(sentence))).toEqual([]);
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
    await page.getByRole("button", { name: "Obtener mi respuesta orientativa" }).click();
    await page.getByText("Indique sus ingresos netos mensuales").waitFor();
    await expectNoAxeViolations(page);

    await field("Ingresos netos mensuales").fill("3200");
    await field("Cuotas de sus otros créditos (sin la hipoteca de su vivienda)").fill("0");
    await field("Vivienda").selectOption({ label: "Inquilino" });
    await field("Alquiler mensual, gastos incluidos").fill("650");
    await field("Número de personas a su cargo").fill("0");
    await page.getByRole("button", { name: "Obtener mi respuesta orientativa" }).click();
    await page.getByRole("heading", { name: "Respuesta orientativa: favorable" }).waitFor();
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page).filter((error) => !/\b400\b/.test(error))).toEqual([]);
    await page.context().close();
  });
});
