import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { clearChecks } from "./applications";
import { byLabel, desktop, openPage, waitForHydration } from "./browser";

/**
 * The back office opens only with a second factor: at a staff member's first sign-in the page
 * (`/admin`) asks for one. Enrols it as a person would — the password again, the key shown as text
 * into an authenticator, its code — and leaves the page in the back office. Returns the recovery
 * codes shown once, which later sign-ins can use without waiting for the next 30-second step.
 */
export async function enrolStaffSecondFactor(page: Page, password: string): Promise<string[]> {
  await page.getByRole("button", { name: "Activer la double authentification" }).click();
  await page
    .getByRole("form", { name: "Confirmer votre identité" })
    .getByLabel(/^Mot de passe actuel/)
    .fill(password);
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.getByRole("img", { name: /QR code/ }).waitFor();
  const key = await page.locator("code").first().innerText();
  const authenticator = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")) });
  await page.getByLabel(/^Code à 6 chiffres/).fill(authenticator.generate());
  await page.getByRole("button", { name: "Confirmer" }).click();
  const codes = page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
  await expect.poll(() => codes.count()).toBe(10);
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole("button", { name: "J'ai noté mes codes de secours" }).click();
  await page.getByRole("link", { name: "Ouvrir le back office" }).click();
  return recoveryCodes;
}

/**
 * On the loan application open in the back office, records what the offer needs first: a FICP
 * consultation made this minute that finds no incident, and a sufficient solvency.
 */
export async function staffRecordsClearChecks(page: Page): Promise<void> {
  const name = "Enregistrer le FICP et la solvabilité";
  await page.getByRole("button", { name }).click();
  const form = page.getByRole("form", { name });
  const checks = clearChecks();
  await byLabel(form, "FICP consulté le").fill(checks.ficpConsultedAt);
  await byLabel(form, "Référence de consultation").fill(checks.ficpReference);
  await byLabel(form, "Résultat FICP").selectOption({ label: "Non inscrit" });
  await byLabel(form, "Solvabilité").selectOption({ label: "Suffisante" });
  await byLabel(form, "Justification").fill(checks.solvencyRationale);
  await form.getByRole("button", { name: "Enregistrer les vérifications" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: "Consultation du FICP et évaluation de la solvabilité enregistrées" })
    .waitFor();
}

/**
 * A member of staff signs in for the first time, as a person would, enrols their second factor and
 * is left in the back office.
 */
export async function staffFirstSignIn(
  browser: Browser,
  staff: { email: string; password: string },
): Promise<Page> {
  const page = await openPage(browser, "/login", desktop);
  await waitForHydration(page);
  await page.getByLabel(/^Adresse email/).fill(staff.email);
  await page.getByLabel(/^Mot de passe/).fill(staff.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.waitForURL("**/admin");
  await enrolStaffSecondFactor(page, staff.password);
  return page;
}
