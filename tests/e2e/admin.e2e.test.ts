import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { usuryOutdatedNotice } from "@domain/credit/usury";
import { bankDay } from "../../server/services/applications";
import { uniqueEmail } from "../support/fixtures";
import { enrolStaffSecondFactor } from "../support/staff-browser";
import { emlFolder } from "../support/mailbox";
import {
  baseURL,
  desktop,
  expectNoAxeViolations,
  launchBrowserPerFile,
  openPage,
  textOf,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();
const staff = inject("staffAccount");

/** Posts to the public API as the personal loan page does, from an address of its own. */
async function sendPersonalLoanRequest(lastName: string, email: string) {
  const response = await fetch(`${baseURL()}/api/leads/pretPersonnel`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({
      firstName: "Léa",
      lastName,
      email,
      phone: "06 11 22 33 44",
      monthlyIncome: "2800",
      description: "Cuisine équipée; pose comprise",
      page: "/pretPersonnel",
      simulation: { montant: 15_000, duree: 48 },
    }),
  });
  expect(response.status).toBe(201);
}

/** The staff member's recovery codes, once the first sign-in has enrolled a second factor. */
const recoveryCodes: string[] = [];

/**
 * The back office opens only to a session with a second factor: the first sign-in of the file
 * enrols one (TOTP, from the key shown as text), the next ones give a recovery code, which unlike
 * a TOTP code needs no wait for the next 30-second step.
 */
async function signInAsStaff(): Promise<Page> {
  const page = await openPage(browser(), "/login", desktop);
  await waitForHydration(page);
  await page.getByLabel(/^Adresse email/).fill(staff.email);
  await page.getByLabel(/^Mot de passe/).fill(staff.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  const recoveryCode = recoveryCodes.shift();
  if (recoveryCode) {
    await page.getByLabel(/^Code de vérification/).fill(recoveryCode);
    await page.getByRole("button", { name: "Valider" }).click();
    await page.waitForURL("**/admin");
  } else {
    await page.waitForURL("**/admin");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Protégez votre accès au back office");
    expect(await page.getByRole("navigation", { name: "Sections du back office" }).count()).toBe(0);
    expect(await page.getByRole("table").count()).toBe(0);
    await expectNoAxeViolations(page);
    recoveryCodes.push(...(await enrolStaffSecondFactor(page, staff.password)));
  }
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).innerText())
    .toBe("Demandes des prospects");
  return page;
}

describe("the staff back office", () => {
  it("shows a new request, moves it through the workflow with its history and exports it", async () => {
    const unique = randomBytes(4).toString("hex");
    const lastName = `Bernard-${unique}`;
    const email = `lea.${unique}@example.fr`;
    await sendPersonalLoanRequest(lastName, email);

    const page = await signInAsStaff();
    await expect.poll(() => page.getByText(`Connecté : ${staff.email}`).isVisible()).toBe(true);
    // Staff are told when the usury thresholds every offer is checked against are out of date.
    expect(await page.getByText("Seuils de l'usure à mettre à jour.").count()).toBe(
      usuryOutdatedNotice(bankDay(new Date())) ? 1 : 0,
    );
    await page.getByLabel("Formulaire").selectOption({ label: "Demande de prêt personnel" });
    await page.getByLabel("Nom ou adresse email").fill(email);
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(
      (url) => url.search === `?kind=pretPersonnel&q=${encodeURIComponent(email)}`,
    );
    await expect.poll(() => page.getByText("1 demande", { exact: true }).isVisible()).toBe(true);

    await page.getByRole("link", { name: `Léa ${lastName}` }).click();
    const detail = page.getByRole("region", { name: `Léa ${lastName}` });
    await expect.poll(() => detail.isVisible()).toBe(true);
    const text = await textOf(detail);
    for (const expected of [
      "Demande de prêt personnel",
      "Nouveau",
      "/pretPersonnel",
      "15 000,00 € sur 48 mois",
      "Revenus nets mensuels (€)\n2800",
      "Téléphone\n06 11 22 33 44",
      "Description du projet\nCuisine équipée; pose comprise",
      "Demande reçue",
    ]) {
      expect(text).toContain(expected);
    }
    await expectNoAxeViolations(page);

    await detail.getByRole("button", { name: "Prendre en charge" }).click();
    await expect
      .poll(() => detail.getByRole("status").innerText())
      .toBe("Statut mis à jour : En cours.");
    await detail.getByRole("button", { name: "Marquer comme traitée" }).click();
    await expect
      .poll(() => detail.getByRole("status").innerText())
      .toBe("Statut mis à jour : Traité.");
    await expect
      .poll(() => detail.getByText("Cette demande est close", { exact: false }).isVisible())
      .toBe(true);
    expect(await detail.getByRole("button").count()).toBe(0);
    const historyList = detail.getByRole("list", { name: "Historique du statut" });
    await expect.poll(() => historyList.innerText()).toContain("En cours → Traité");
    const history = await historyList.innerText();
    expect(history).toMatch(/Nouveau → En cours\n+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, par /);
    expect(history.split(`par ${staff.email}`)).toHaveLength(3);
    await expect.poll(() => page.getByRole("table").getByText("Traité").isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv.startsWith("\uFEFFRéférence;Reçue le;Formulaire;Statut;Nom;")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `;Demande de prêt personnel;Traité;Léa ${lastName};;${email};06 11 22 33 44;/pretPersonnel;15000;48;`,
    );
    expect(lines[1]).toContain(
      '"Revenus nets mensuels (€) : 2800\nDescription du projet : Cuisine équipée; pose comprise"',
    );
    await page.context().close();
  });

  it("lists the newsletter subscribers", async () => {
    const email = uniqueEmail("lecteur");
    await fetch(`${baseURL()}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.251" },
      body: JSON.stringify({ email }),
    });
    // A public subscription counts once its address opens the link mailed to it (double opt-in).
    const mail = await emlFolder(inject("mailDir")).waitForMail(
      (sent) => sent.recipients.includes(email),
      10_000,
    );
    const token = /\/confirmationNewsletter#([\w-]+)/.exec(mail.text)?.[1];
    const confirmation = await fetch(`${baseURL()}/api/newsletter/confirmation`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.251" },
      body: JSON.stringify({ token }),
    });
    expect(confirmation.status).toBe(200);
    const page = await signInAsStaff();
    await page
      .getByRole("navigation", { name: "Sections du back office" })
      .getByRole("link", { name: "Newsletter" })
      .click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Abonnés à la newsletter");
    expect(await page.getByRole("row").filter({ hasText: email }).innerText()).toContain("Inscrit");
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("has a security section with the staff member's sessions and two-factor login", async () => {
    const page = await signInAsStaff();
    await page
      .getByRole("navigation", { name: "Sections du back office" })
      .getByRole("link", { name: "Sécurité" })
      .click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Sécurité de votre compte");
    // The first sign-in of the file enrolled it: it can only be turned off from here.
    await page.getByRole("button", { name: "Désactiver la double authentification" }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole("list", { name: "Sessions actives" })
          .getByText("Cet appareil", { exact: true })
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("sends visitors to the login page and customers to their own area", async () => {
    const visitor = await openPage(browser(), "/admin", desktop);
    await visitor.waitForURL("**/login");
    await visitor.context().close();

    const page = await openPage(browser(), "/", desktop);
    const signup = await page.request.post("/api/auth/signup", {
      data: {
        lastName: "Martin",
        firstName: "Claire",
        birthDate: "1990-05-17",
        gender: "female",
        email: uniqueEmail(),
        whatsapp: "06 12 34 56 78",
        country: "FR",
        currency: "EUR",
        password: "Lumiere-2026!",
        confirmPassword: "Lumiere-2026!",
        accountType: "personal",
        acceptTerms: true,
        newsletter: false,
      },
    });
    expect(signup.status()).toBe(201);
    await page.goto("/admin");
    await page.waitForURL("**/espaceClient");
    expect((await page.request.get("/api/admin/leads")).status()).toBe(403);
    await page.context().close();
  });
});
