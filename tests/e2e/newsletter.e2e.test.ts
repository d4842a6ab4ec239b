import { describe, expect, inject, it } from "vitest";
import { uniqueEmail } from "../support/fixtures";
import { emlFolder, linkIn } from "../support/mailbox";
import {
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();
const mailbox = () => emlFolder(inject("mailDir"));

const mailTo = (email: string, subject: string) =>
  mailbox().waitForMail(
    (mail) => mail.recipients.includes(email) && mail.subject === subject,
    10_000,
  );

describe("subscribing to the newsletter", () => {
  it("confirms the address by the mailed link, then unsubscribes by the welcome mail's link", async () => {
    const email = uniqueEmail("lectrice");
    const page = await openPage(browser(), "/", desktop);
    await waitForHydration(page);
    const box = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "S'abonner" }) });
    await box.getByLabel(/^Adresse email/).fill(email);
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect
      .poll(() => box.getByRole("status").innerText())
      .toBe(
        "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email avec un lien pour confirmer votre inscription.",
      );

    const confirmation = await mailTo(email, "Confirmez votre inscription à la newsletter");
    const link = linkIn(confirmation, "/confirmationNewsletter").url;
    await page.goto(link);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Inscription confirmée");
    await expect
      .poll(() => page.getByRole("status").innerText())
      .toBe(
        "Votre inscription est confirmée : vous recevrez chaque mois la newsletter d'Aurore Banque.",
      );
    // The token leaves the address bar once read.
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expectNoAxeViolations(page);

    // The link works once. Opened again from the mail, it loads a new page (not a jump to the
    // fragment of the page already open).
    await page.goto("about:blank");
    await page.goto(link);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Confirmation impossible");

    const welcome = await mailTo(email, "Bienvenue dans la newsletter Aurore Banque");
    await page.goto(linkIn(welcome, "/api/newsletter/desinscription").url);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Vous êtes désinscrit");
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page).filter((error) => !/\b400\b/.test(error))).toEqual([]);
    await page.context().close();
  });

  it("does it all in German for a subscriber from the German site", async () => {
    const email = uniqueEmail("leserin", "example.de");
    const page = await openPage(browser(), "/de", desktop);
    await waitForHydration(page);
    const box = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Abonnieren" }) });
    await box.getByLabel(/^E-Mail-Adresse/).fill(email);
    await box.getByRole("button", { name: "Abonnieren" }).click();
    await box
      .getByRole("status")
      .getByText(/^Vielen Dank!/)
      .waitFor();

    const confirmation = await mailTo(email, "Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    await page.goto(linkIn(confirmation, "/de/confirmationNewsletter").url);
    await page.getByRole("heading", { level: 1, name: "Anmeldung bestätigt" }).waitFor();
    await expect
      .poll(() => page.getByRole("status").innerText())
      .toBe(
        "Ihre Anmeldung ist bestätigt: Sie erhalten den Newsletter von Aurore Banque jeden Monat.",
      );
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.title()).toBe("Bestätigung Ihrer Newsletter-Anmeldung | Aurore Banque");
    await expectNoAxeViolations(page);

    const welcome = await mailTo(email, "Willkommen beim Newsletter von Aurore Banque");
    await page.goto(linkIn(welcome, "/api/newsletter/desinscription").url);
    await page.getByRole("heading", { level: 1, name: "Sie sind abgemeldet" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/de/desinscription");
    await page.getByRole("link", { name: "Zur Startseite", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/de");
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
