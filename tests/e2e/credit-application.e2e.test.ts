import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { addDays } from "@domain/calendar/workingDays";
import { documentChecklists } from "@domain/credit/documents";
import { comfortableSituation, personalLoanRequest } from "../support/applications";
import { samplePdf, samplePng, sampleZip } from "../support/documents";
import { flowing, textOf as pdfTextOf } from "../support/pdf-text";
import { claireSignup, uniqueEmail } from "../support/fixtures";
import { bankDay } from "../../server/services/applications";
import { enrolStaffSecondFactor, staffRecordsClearChecks } from "../support/staff-browser";
import {
  byLabel,
  fieldErrorOf,
  desktop,
  expectNoAxeViolations,
  launchBrowserPerFile,
  openPage,
  textOf,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();
const staff = inject("creditStaffAccount");
const withdrawalStaff = inject("withdrawalStaffAccount");
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

/** A staff member signs in for the first time, enrols a second factor and lists the loans. */
async function staffOpensTheLoans(account: { email: string; password: string }) {
  const page = await openPage(browser(), "/login", desktop);
  await waitForHydration(page);
  await page.getByLabel(/^Adresse email/).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.waitForURL("**/admin");
  await enrolStaffSecondFactor(page, account.password);
  await page
    .getByRole("navigation", { name: "Sections du back office" })
    .getByRole("link", { name: "Prêts" })
    .click();
  await heading(page, "Demandes de prêt").waitFor();
  return page;
}

/** The file of `customerName` among the loans in `state`, opened in the back office. */
async function staffOpensTheFile(page: Page, stateLabel: string, customerName: string) {
  await page.getByLabel("État").selectOption({ label: stateLabel });
  await page.getByRole("button", { name: "Filtrer" }).click();
  await page.waitForURL(/state=/);
  await page.getByRole("link", { name: customerName }).first().click();
  await heading(page, customerName).waitFor();
}

/** The credit staff member studies the file and accepts it. */
async function staffAcceptsTheFile(customerName: string) {
  const page = await staffOpensTheLoans(staff);
  await staffOpensTheFile(page, "En cours d'étude", customerName);
  for (const expected of ["Réponse de principe", "Favorable", "bulletin-octobre.pdf"]) {
    await expect.poll(() => textOf(page.locator("main"))).toContain(expected);
  }
  await expectNoAxeViolations(page);

  await staffRecordsClearChecks(page);
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
    // An empty file is refused by the page itself, its message written from the catalog.
    await upload(
      "Justificatif de domicile de moins de 3 mois",
      "vide.pdf",
      "application/pdf",
      Buffer.alloc(0),
    );
    await expect
      .poll(() => refusal.innerText())
      .toBe("Ce fichier est vide : choisissez le document à envoyer.");
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
    // The file is sent: nothing is the customer's to do until the bank's answer.
    await expect
      .poll(async () => (await tracker.innerText()).replace(/\s+/g, " "))
      .toMatch(/Documents.*Terminé.*Signature.*À venir/);
    await expectNoAxeViolations(page);

    // Staff accept the file; the customer sees the offer.
    await staffAcceptsTheFile("Claire Martin");
    await page.reload();
    await heading(page, "Votre offre de crédit").waitFor();
    expect((await tracker.innerText()).replace(/\s+/g, " ")).toMatch(
      /Documents.*Terminé.*Signature.*En cours/,
    );
    await expectNoAxeViolations(page);

    // The box is the customer's acknowledgement of the offer and its FIPEN, kept with the signature.
    const agreement = page.getByLabel(/^J'ai lu et j'accepte l'offre de crédit et la FIPEN/);
    await page.getByRole("button", { name: "Accepter l'offre" }).click();
    await expect
      .poll(() => fieldErrorOf(agreement))
      .toBe(
        "Cochez la case pour confirmer que vous avez lu et acceptez l'offre de crédit et la FIPEN",
      );
    // Accepting takes the password again: a wrong one is refused next to the field.
    await agreement.check();
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

    // The contract signed, kept as issued: its schedule and its withdrawal slip in it.
    const [contract] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger mon contrat de crédit signé (PDF)" }).click(),
    ]);
    const contractText = flowing(pdfTextOf(await readFile(await contract.path())));
    expect(contractText).toContain("Offre de contrat de crédit");
    expect(contractText).toContain("Bordereau de rétractation");
    expect(contractText).toContain(`${claireSignup.firstName} ${claireSignup.lastName}`);

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

    // « Mes documents » keeps what the bank gave: the FIPEN, the signed contract and its schedule.
    const documents = page.getByRole("region", { name: "Mes documents" });
    const download = async (name: RegExp) => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        documents.getByRole("link", { name }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
    };
    const kept = await download(
      /^Télécharger \(PDF\) : Offre de contrat de crédit émise le .+, signée le .+, Prêt personnel de /,
    );
    expect(kept.bytes.equals(await readFile(await contract.path()))).toBe(true);
    const schedule = await download(/^Télécharger \(PDF\) : Tableau d'amortissement de l'offre, /);
    expect(schedule.name).toMatch(/^Tableau-amortissement-pretPersonnel-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(flowing(pdfTextOf(schedule.bytes))).toContain("Tableau d'amortissement");
    const sheet = await download(/^Télécharger \(PDF\) : FIPEN remise le /);
    expect(sheet.bytes.equals(await readFile(fipenPath))).toBe(true);
    await expectNoAxeViolations(page);
  }, 180_000);

  // The FIPEN offers the post and e-mail too: staff record what arrives, with the day it was sent.
  it("records a withdrawal received by e-mail in the back office, and the customer's page shows it", async () => {
    const customer = await openPage(browser(), "/", desktop);
    const email = uniqueEmail("retractation");
    const api = (method: string, path: string, body?: unknown, type = "application/json") =>
      customer.evaluate(
        async ([method, path, body, type]) => {
          const response = await fetch(
            path,
            body === undefined
              ? { method }
              : {
                  method,
                  headers: { "content-type": type },
                  body:
                    type === "application/json"
                      ? JSON.stringify(body)
                      : new Uint8Array(body as number[]),
                },
          );
          return { status: response.status, json: await response.json().catch(() => null) };
        },
        [method, path, body, type] as const,
      );
    expect(
      (await api("POST", "/api/auth/signup", { ...claireSignup, email, lastName: "Rousseau" }))
        .status,
    ).toBe(201);
    const created = await api("POST", "/api/applications", personalLoanRequest);
    expect(created.status).toBe(201);
    const id = (created.json as { id: string }).id;
    expect(
      (await api("POST", `/api/applications/${id}/situation`, comfortableSituation)).status,
    ).toBe(200);
    for (const { code } of documentChecklists.pretPersonnel) {
      const sent = await api(
        "POST",
        `/api/applications/${id}/documents/${code}?fileName=${code}.pdf`,
        [...samplePdf],
        "application/pdf",
      );
      expect(sent.status, code).toBe(201);
    }
    expect((await api("POST", `/api/applications/${id}/submission`)).status).toBe(200);

    const staffPage = await staffOpensTheLoans(withdrawalStaff);
    await staffOpensTheFile(staffPage, "En cours d'étude", "Claire Rousseau");
    await staffRecordsClearChecks(staffPage);
    await staffPage.getByRole("button", { name: "Accepter et émettre l'offre" }).click();
    await staffPage.getByRole("button", { name: "Confirmer l'acceptation" }).click();
    await staffPage.getByRole("status").filter({ hasText: "Offre émise" }).waitFor();

    expect((await api("GET", `/api/applications/${id}/fipen.pdf`)).status).toBe(200);
    const signature = { method: "password", agreement: true, password: claireSignup.password };
    expect((await api("POST", `/api/applications/${id}/signature`, signature)).status).toBe(200);

    await staffPage.reload();
    await staffPage.getByRole("button", { name: "Enregistrer une rétractation reçue" }).click();
    const form = staffPage.getByRole("form", { name: "Enregistrer une rétractation reçue" });
    await form.getByLabel(/^Reçue par/).selectOption({ label: "E-mail" });
    // A day still to come: refused next to the date, and nothing recorded.
    const today = bankDay(new Date());
    await form.getByLabel(/^Envoyée le/).fill(addDays(today, 1));
    await form.getByRole("button", { name: "Enregistrer la rétractation" }).click();
    await expect
      .poll(() => fieldErrorOf(form.getByLabel(/^Envoyée le/)))
      .toBe("La date d'envoi ne peut pas être dans le futur");
    await form.getByLabel(/^Envoyée le/).fill(today);
    await form.getByRole("button", { name: "Enregistrer la rétractation" }).click();
    await staffPage.getByRole("status").filter({ hasText: "Rétractation enregistrée" }).waitFor();
    await expect
      .poll(() => textOf(staffPage.locator("main")))
      .toContain("Rétractation de l'emprunteur reçue par e-mail");
    await expectNoAxeViolations(staffPage);
    await staffPage.context().close();

    await customer.goto(`/demandePret?id=${id}`);
    await heading(customer, "Rétractation enregistrée").waitFor();
    await customer.context().close();
  }, 120_000);
});
