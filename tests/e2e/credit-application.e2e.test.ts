import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { samplePdf, samplePng, sampleZip } from "../support/documents";
import { enrolStaffSecondFactor } from "../support/staff-browser";
import {
  byLabel,
  desktop,
  expectNoAxeViolations,
  launchBrowserPerFile,
  openPage,
  textOf,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();
const staff = inject("creditStaffAccount");
const password = "Lumiere-2026!";

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name });

async function signUpFromTheApplication(page: Page, email: string) {
  await page.getByRole("link", { name: "Ouvrir mon compte" }).click();
  await page.waitForURL(/\/signup\?suite=/);
  await waitForHydration(page);
  for (const [label, value] of Object.entries({
    Nom: "Martin",
    Prénom: "Claire",
    "Date de naissance": "1990-05-17",
    "Adresse email": email,
    "Numéro WhatsApp": "06 12 34 56 78",
  })) {
    await byLabel(page, label).fill(value);
  }
  await byLabel(page, "Genre").selectOption({ label: "Femme" });
  await byLabel(page, "Pays").selectOption({ label: "France" });
  await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
  await byLabel(page, "Mot de passe").fill(password);
  await byLabel(page, "Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Continuer vers la finalisation" }).click();
  await page.getByLabel(/J'accepte les/).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
}

/** The staff member signs in for the first time, enrols a second factor and studies the file. */
async function staffAcceptsTheFile(customerName: string) {
  const page = await openPage(browser(), "/login", desktop);
  await waitForHydration(page);
  await page.getByLabel(/^Adresse email/).fill(staff.email);
  await page.getByLabel(/^Mot de passe/).fill(staff.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.waitForURL("**/admin");
  await enrolStaffSecondFactor(page, staff.password);

  await page
    .getByRole("navigation", { name: "Sections du back office" })
    .getByRole("link", { name: "Prêts" })
    .click();
  await heading(page, "Demandes de prêt").waitFor();
  await page.getByLabel("État").selectOption({ label: "En cours d'étude" });
  await page.getByRole("button", { name: "Filtrer" }).click();
  await page.waitForURL(/state=submitted/);
  await page.getByRole("link", { name: customerName }).first().click();
  await heading(page, customerName).waitFor();
  for (const expected of ["Réponse de principe", "Favorable", "bulletin-octobre.pdf"]) {
    await expect.poll(() => textOf(page.locator("main"))).toContain(expected);
  }
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Accepter et émettre l'offre" }).click();
  await page.getByRole("button", { name: "Confirmer l'acceptation" }).click();
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "Offre émise" }).count())
    .toBe(1);
  await expectNoAxeViolations(page);
  await page.context().close();
}

describe("applying for a loan online", () => {
  it("goes from the simulation to the signed offer and its withdrawal, accessible at each step", async () => {
    const unique = randomBytes(4).toString("hex");
    const email = `emprunteuse.${unique}@example.fr`;

    // Simulate on the personal loan page, then follow « Faire ma demande ».
    const page = await openPage(browser(), "/pretPersonnel#simulation", desktop);
    await waitForHydration(page);
    const apply = page.getByRole("link", { name: "Faire ma demande", exact: true });
    expect(await apply.getAttribute("href")).toMatch(/^\/demandePret\?produit=pretPersonnel&/);
    await apply.click();
    await page.waitForURL(/\/demandePret\?produit=pretPersonnel/);
    await heading(page, "Demande de prêt personnel").waitFor();
    await expectNoAxeViolations(page);

    // A visitor opens an account and comes back to the same loan.
    await signUpFromTheApplication(page, email);
    await page.waitForURL(/\/demandePret\?produit=pretPersonnel/, { timeout: 30_000 });
    await page.getByRole("button", { name: "Commencer ma demande" }).click();
    await page.waitForURL(/\/demandePret\?id=[0-9a-f-]{36}$/);
    await heading(page, "Ma demande de prêt personnel").waitFor();
    const tracker = page.getByRole("list", { name: "Avancement de votre demande" });
    expect((await tracker.innerText()).replace(/\s+/g, " ")).toMatch(
      /Simulation.*Terminé.*Informations.*En cours.*Documents.*À venir.*Signature.*À venir/,
    );
    await expectNoAxeViolations(page);

    // The situation, with a French message next to a field left wrong.
    await byLabel(page, "Situation professionnelle").selectOption({ index: 1 });
    await byLabel(page, "Depuis (mois et année)").fill("2018-09");
    await byLabel(page, "Revenus nets mensuels").fill("abc");
    await page.getByRole("button", { name: "Obtenir ma réponse de principe" }).click();
    await expect
      .poll(() => byLabel(page, "Revenus nets mensuels").getAttribute("aria-invalid"))
      .toBe("true");
    await expectNoAxeViolations(page);
    await byLabel(page, "Revenus nets mensuels").fill("3200");
    await byLabel(
      page,
      "Mensualités de vos autres crédits (hors crédit immobilier du logement)",
    ).fill("0");
    await byLabel(page, "Logement").selectOption({ label: "Locataire" });
    await page.getByLabel(/^Loyer mensuel/).fill("650");
    await byLabel(page, "Nombre de personnes à charge").fill("0");
    await page.getByRole("button", { name: "Obtenir ma réponse de principe" }).click();
    await heading(page, "Réponse de principe : Favorable").waitFor();
    expect(await textOf(page.locator("main"))).toContain("taux d'endettement serait de");
    await expectNoAxeViolations(page);

    // The FIPEN, saved as a PDF.
    const [fipen] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger la FIPEN (PDF)" }).click(),
    ]);
    expect(fipen.suggestedFilename()).toMatch(/^FIPEN-pretPersonnel-\d{4}-\d{2}-\d{2}\.pdf$/);
    const fipenPath = await fipen.path();
    expect((await readFile(fipenPath)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Documents: an archive renamed .pdf is refused in French, nothing already sent is lost.
    await heading(page, "Vos justificatifs").waitFor();
    const upload = (label: string, name: string, mimeType: string, buffer: Buffer) =>
      page.getByLabel(`Ajouter un fichier : ${label}`).setInputFiles({ name, mimeType, buffer });
    await upload("Pièce d'identité en cours de validité", "carte.png", "image/png", samplePng);
    await page.getByRole("link", { name: "Télécharger carte.png" }).waitFor();
    await upload(
      "Justificatif de domicile de moins de 3 mois",
      "facture.pdf",
      "application/pdf",
      sampleZip,
    );
    const refusal = page.locator("#justificatif-proofOfAddress-erreur");
    await expect.poll(() => refusal.innerText()).toContain("archive ZIP");
    expect(await page.getByRole("link", { name: "Télécharger carte.png" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await upload(
      "Justificatif de domicile de moins de 3 mois",
      "facture.pdf",
      "application/pdf",
      samplePdf,
    );
    await page.getByRole("link", { name: "Télécharger facture.pdf" }).waitFor();
    await upload(
      "3 derniers bulletins de salaire",
      "bulletin-octobre.pdf",
      "application/pdf",
      samplePdf,
    );
    await page.getByRole("link", { name: "Télécharger bulletin-octobre.pdf" }).waitFor();
    await upload("Dernier avis d'imposition", "avis.pdf", "application/pdf", samplePdf);
    await page.getByRole("link", { name: "Télécharger avis.pdf" }).waitFor();
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await heading(page, "En cours d'étude").waitFor();
    await expectNoAxeViolations(page);

    // Staff accept the file; the customer sees the offer.
    await staffAcceptsTheFile("Claire Martin");
    await page.reload();
    await heading(page, "Votre offre de crédit").waitFor();
    expect((await tracker.innerText()).replace(/\s+/g, " ")).toMatch(
      /Documents.*Terminé.*Signature.*En cours/,
    );
    await expectNoAxeViolations(page);

    // Accepting takes the password again: a wrong one is refused next to the field.
    await page.getByLabel(/^J'ai lu et j'accepte l'offre de crédit et la FIPEN/).check();
    await byLabel(page, "Mot de passe").fill("pas-le-bon");
    await page.getByRole("button", { name: "Accepter l'offre" }).click();
    await expect
      .poll(() => textOf(page.locator("main")))
      .toContain("Le mot de passe est incorrect");
    await byLabel(page, "Mot de passe").fill(password);
    await page.getByRole("button", { name: "Accepter l'offre" }).click();
    await heading(page, /^Offre acceptée le /).waitFor();
    const signed = await textOf(page.locator("main"));
    expect(signed).toMatch(/rétract/i);
    expect(signed).toMatch(
      /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    await expectNoAxeViolations(page);

    // And withdraws within the 14 days, after confirming.
    await page.getByRole("button", { name: "Me rétracter" }).click();
    await page.getByRole("button", { name: "Confirmer ma rétractation" }).click();
    await heading(page, "Rétractation enregistrée").waitFor();
    await expectNoAxeViolations(page);

    // The client area lists it.
    await page.goto("/espaceClient");
    await page
      .getByRole("link", { name: /Voir ma demande/ })
      .first()
      .waitFor();
    expect(await textOf(page.locator("main"))).toContain("Rétractée");
    await expectNoAxeViolations(page);
  }, 180_000);
});
