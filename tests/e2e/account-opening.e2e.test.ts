import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sampleJpeg, samplePng, sampleZip } from "../support/documents";
import { uniqueEmail } from "../support/fixtures";
import { emlFolder } from "../support/mailbox";
import { staffFirstSignIn } from "../support/staff-browser";
import { firstTransferStatement } from "../support/statements";
import { plainSpaces } from "../support/text";
import {
  byLabel,
  desktop,
  expectNoAxeViolations,
  fieldErrorOf,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  textOf,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();
const password = "Lumiere-2026!";
const staff = inject("openingStaffAccount");

const heading = (page: Page, name: RegExp) => page.getByRole("heading", { name });
/** An offer's button on the current account page, named after the offer. */
const chooseOffer = (page: Page, offer: string) =>
  page.getByRole("link", { name: `Choisir cette offre – ${offer}` });
const submit = (page: Page, name = "Enregistrer et continuer") =>
  page.getByRole("button", { name }).click();
/** A radio by its label, the amounts' narrow no-break spaces read as spaces. */
const radio = (scope: Page | Locator, label: string) =>
  scope.getByRole("radio", {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s")}$`),
  });
/** The step the tracker marks as the one shown. */
const currentStep = (page: Page) =>
  page
    .getByRole("list", { name: "Étapes de l'ouverture de votre compte" })
    .locator('[aria-current="step"]');

/** Waits for the message next to `field`, as a screen reader reaches it, and its invalid mark. */
async function expectMessageNextTo(field: Locator, message: string) {
  await expect.poll(() => fieldErrorOf(field)).toBe(message);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
}

/** Clicks a link that saves a file and waits for the file: its first bytes, and its name. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return {
    name: file.suggestedFilename(),
    start: (await readFile(await file.path())).subarray(0, 5).toString("latin1"),
  };
}

/** The signup wizard the opening sent the visitor to, filled in as a new customer would. */
async function signUp(page: Page, email: string, lastName: string) {
  await waitForHydration(page);
  for (const [label, value] of Object.entries({
    Nom: lastName,
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

describe("opening a current account", () => {
  // Two people's work in one journey, the customer's and staff's: 25 s alone, over 40 s when the
  // 2 cores also run another browser file (seen); twice the suite's minute leaves room.
  it("goes from an offer of the current account page through the five steps, resumed where the customer stopped, the photos and the signature to the first transfer, imported and approved by staff, and the account credited", async () => {
    // A visitor picks the Plus offer: the opening asks for an account first, then comes back.
    const page = await openPage(browser(), "/compteCourant", desktop);
    await chooseOffer(page, "Plus").click();
    await page.waitForURL(/\/signup\?suite=/);
    expect(new URL(page.url()).searchParams.get("suite")).toBe("/ouvrirCompte?offre=plus");
    // A surname of this run alone, by which staff find the opening among the other tests'.
    const lastName = `Martin ${randomBytes(3)
      .toString("hex")
      .replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)] ?? "")}`;
    const email = uniqueEmail();
    await signUp(page, email, lastName);
    await page.waitForURL(/\/ouvrirCompte\?offre=plus$/, { timeout: 30_000 });

    // 1. The offer chosen on the current account page is ticked, with its figures.
    await heading(page, /^Étape 1 sur 5\s*Choisissez votre offre$/).waitFor();
    expect(await radio(page, "Plus").isChecked()).toBe(true);
    expect(await textOf(page.locator("main"))).toContain("7 € par mois");
    expect(await textOf(currentStep(page))).toMatch(/^1\s+Offre\s*,\s*En cours$/);
    await expectNoAxeViolations(page);
    await submit(page);

    // 2. Identity and address: a French postcode of four digits is refused next to its field.
    await heading(page, /^Étape 2 sur 5\s*Votre identité et votre adresse$/).waitFor();
    // The country of residence given at signup is already chosen.
    expect(await byLabel(page, "Pays de résidence").inputValue()).toBe("FR");
    await byLabel(page, "Ville de naissance").fill("Lyon");
    await byLabel(page, "Pays de naissance").selectOption({ label: "France" });
    await byLabel(page, "Adresse").fill("12 rue de la Paix");
    await byLabel(page, "Code postal").fill("7500");
    await byLabel(page, "Ville").fill("Paris");
    await submit(page);
    await expectMessageNextTo(
      byLabel(page, "Code postal"),
      "Un code postal français a 5 chiffres, par exemple 75008.",
    );
    await expectNoAxeViolations(page);
    await byLabel(page, "Code postal").fill("75002");
    await submit(page);

    // 3. The customer's situation: the income band left unanswered is asked for next to it.
    await heading(page, /^Étape 3 sur 5\s*Votre situation$/).waitFor();
    const income = page.getByRole("group", { name: "Revenus mensuels nets" });
    const inflow = page.getByRole("group", {
      name: "Combien prévoyez-vous de recevoir sur ce compte chaque mois ?",
    });
    await byLabel(page, "Situation professionnelle").selectOption({ label: "Salarié" });
    await radio(page, "Comme compte principal").check();
    await radio(inflow, "De 1 000 € à 3 000 €").check();
    await submit(page);
    await expectMessageNextTo(
      radio(income, "Moins de 1 000 €"),
      "Choisissez la tranche de vos revenus mensuels nets.",
    );
    await expectNoAxeViolations(page);
    await radio(income, "De 2 000 € à 3 500 €").check();
    await submit(page);

    // 4. Tax residence: a French tax number must have 13 digits starting with 0 to 3.
    await heading(page, /^Étape 4 sur 5\s*Votre résidence fiscale$/).waitFor();
    expect(await byLabel(page, "Pays de résidence fiscale").inputValue()).toBe("FR");
    await byLabel(page, "Numéro d'identification fiscale").fill("4234567890123");
    await radio(page, "Non").check();
    await submit(page);
    await expectMessageNextTo(
      byLabel(page, "Numéro d'identification fiscale"),
      "Votre numéro fiscal a 13 chiffres et commence par 0, 1, 2 ou 3 : il figure sur votre avis d'imposition.",
    );
    await byLabel(page, "Numéro d'identification fiscale").fill("1234567890123");
    // The connection drops as the step is sent: said above the form, nothing typed lost.
    await page.route("**/api/account-opening/tax-residence", (route) => route.abort(), {
      times: 1,
    });
    await submit(page);
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Impossible de joindre" }).count())
      .toBe(1);
    expect(await byLabel(page, "Numéro d'identification fiscale").inputValue()).toBe(
      "1234567890123",
    );
    expect(await radio(page, "Non").isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await submit(page);
    await heading(page, /^Étape 5 sur 5\s*Votre pièce d'identité$/).waitFor();

    // The customer leaves, and comes back later through the same offer.
    await page.goto("/compteCourant");
    await chooseOffer(page, "Plus").click();
    await page.waitForURL(/\/ouvrirCompte\?offre=plus$/);
    await heading(page, /^Étape 5 sur 5\s*Votre pièce d'identité$/).waitFor();
    expect(await textOf(currentStep(page))).toMatch(/^5\s+Pièce d'identité\s*,\s*En cours$/);
    expect(await textOf(page.getByRole("status").filter({ hasText: "reprenez" }))).toBe(
      "Vos réponses sont enregistrées : reprenez où vous en étiez.",
    );

    // 5. The identity document: an expired one is refused; its photos come at the next stage.
    await radio(page, "Carte nationale d'identité").check();
    await byLabel(page, "Numéro de la pièce").fill("X4RT12AB3");
    await byLabel(page, "Date d'expiration").fill("2020-01-31");
    expect(await textOf(page.locator("main"))).toContain(
      "Les photos de votre pièce, recto et verso, vous seront demandées à l'étape suivante.",
    );
    await submit(page, "Enregistrer et vérifier mes réponses");
    await expectMessageNextTo(
      byLabel(page, "Date d'expiration"),
      "Cette pièce d'identité a expiré : utilisez une pièce en cours de validité.",
    );
    await expectNoAxeViolations(page);
    await byLabel(page, "Date d'expiration").fill("2035-06-30");
    await submit(page, "Enregistrer et vérifier mes réponses");

    // The summary: every answer, each step with its way back, and what comes next.
    await heading(page, /^Vérifiez vos réponses$/).waitFor();
    const summary = await textOf(page.locator("main"));
    for (const answer of [
      "Plus",
      "7 € par mois",
      "Lyon, France",
      "12 rue de la Paix, 75002 Paris, France",
      "Salarié",
      "De 2 000 € à 3 500 €",
      "Comme compte principal",
      "De 1 000 € à 3 000 €",
      "1234567890123",
      "Carte nationale d'identité",
      "X4RT12AB3",
      "30 juin 2035",
      "La suite : les photos de votre pièce d'identité, puis la signature de votre convention de compte et votre premier virement.",
    ]) {
      expect(summary).toContain(answer);
    }
    expect(await page.getByRole("link", { name: /^Modifier : / }).count()).toBe(5);
    expect(await page.getByRole("button", { name: /sign/i }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // A step changed from the summary opens with its answers, and leads back to the summary.
    await page.getByRole("link", { name: "Modifier : Identité et adresse" }).click();
    await heading(page, /^Étape 2 sur 5\s*Votre identité et votre adresse$/).waitFor();
    expect(await byLabel(page, "Ville de naissance").inputValue()).toBe("Lyon");
    expect(await byLabel(page, "Code postal").inputValue()).toBe("75002");
    await byLabel(page, "Complément d'adresse").fill("Bâtiment B");
    await submit(page);
    await heading(page, /^Vérifiez vos réponses$/).waitFor();
    expect(await textOf(page.locator("main"))).toContain(
      "12 rue de la Paix, Bâtiment B, 75002 Paris, France",
    );

    // 6. The photos of the identity document: without both, the way on is closed, saying why.
    await page.getByRole("link", { name: "Envoyer les photos de ma pièce" }).click();
    await heading(page, /^Les photos de votre pièce d'identité$/).waitFor();
    const onToSignature = page.getByRole("button", { name: "Continuer vers la signature" });
    expect(await onToSignature.isDisabled()).toBe(true);
    expect(await textOf(page.locator("main"))).toContain(
      "Envoyez le recto et le verso de votre pièce pour continuer.",
    );
    expect(await textOf(currentStep(page))).toMatch(/^6\s+Photos de la pièce\s*,\s*En cours$/);
    // An archive is refused next to its input, in French.
    await byLabel(page, "Recto").setInputFiles({
      name: "recto.pdf",
      mimeType: "application/pdf",
      buffer: sampleZip,
    });
    await expectMessageNextTo(
      byLabel(page, "Recto"),
      "Ce fichier est une archive ZIP, pas un document : envoyez chaque document séparément, en PDF, JPEG ou PNG.",
    );
    await byLabel(page, "Recto").setInputFiles({
      name: "recto.png",
      mimeType: "image/png",
      buffer: samplePng,
    });
    await page.getByText(/^recto\.png \(1\s?Ko\) reçu$/).waitFor();
    await byLabel(page, "Verso").setInputFiles({
      name: "verso.jpg",
      mimeType: "image/jpeg",
      buffer: sampleJpeg,
    });
    await page.getByText(/^verso\.jpg \(1\s?Ko\) reçu$/).waitFor();
    expect(await page.getByRole("button", { name: "Remplacer : Recto" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continuer vers la signature" }).click();

    // 7. The documents, issued then downloaded as PDFs, and the signature.
    await heading(page, /^Vos documents et votre signature$/).waitFor();
    await page.getByRole("button", { name: "Préparer mes documents" }).click();
    const agreement = await download(
      page,
      page.getByRole("link", { name: "Télécharger la convention de compte (PDF)" }),
    );
    expect(agreement.start).toBe("%PDF-");
    const fees = await download(
      page,
      page.getByRole("link", {
        name: "Télécharger le document d'information tarifaire (PDF)",
      }),
    );
    expect(fees.start).toBe("%PDF-");
    await page
      .getByLabel("J'ai lu la convention de compte et le document d'information tarifaire")
      .check();
    await byLabel(page, "Mot de passe").fill("Pas-le-bon-2026!");
    await page.getByRole("button", { name: "Signer ma convention" }).click();
    await expectMessageNextTo(byLabel(page, "Mot de passe"), "Le mot de passe est incorrect");
    expect(
      await page
        .getByLabel("J'ai lu la convention de compte et le document d'information tarifaire")
        .isChecked(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await byLabel(page, "Mot de passe").fill(password);
    await page.getByRole("button", { name: "Signer ma convention" }).click();

    // 8. The first transfer: the IBAN in groups of four, the BIC and the reference, and why.
    await heading(page, /^Effectuez votre premier virement$/).waitFor();
    const transfer = await textOf(page.locator("main"));
    const iban = /FR76(?: [0-9A-Z]{4}){5} [0-9A-Z]{3}/.exec(transfer)?.[0];
    expect(iban).toBeDefined();
    const reference = /AUR-[0-9A-Z]{8}/.exec(transfer)?.[0];
    expect(reference).toBeDefined();
    expect(transfer).toContain("Référence à indiquer");
    expect(transfer).toContain("R561-5-2");
    expect(await page.getByRole("button", { name: /^Copier : / }).count()).toBe(3);
    await expectNoAxeViolations(page);

    // 9. « Mes comptes »: the account waits for its first transfer, with the same IBAN and its RIB.
    await page.getByRole("link", { name: "Mes comptes" }).click();
    await heading(page, /^Mes comptes$/).waitFor();
    await page.getByText("En attente de votre premier virement").waitFor();
    const accounts = await textOf(page.locator("#mes-comptes"));
    expect(accounts).toContain(iban);
    expect(accounts).toContain("Plus");
    expect(accounts).toMatch(/0,00\s€/);
    const rib = await download(page, page.getByRole("link", { name: "Télécharger mon RIB" }));
    expect(rib.start).toBe("%PDF-");

    // 10. The customer makes the transfer from their bank; the partner bank's statement of the
    // next morning brings it, and staff import it in the back office.
    const payer = `${lastName} Claire`.toUpperCase();
    const statement = firstTransferStatement(
      { iban: (iban ?? "").replaceAll(" ", ""), reference: reference ?? "" },
      payer,
    );
    const office = await staffFirstSignIn(browser(), staff);
    const sections = office.getByRole("navigation", { name: "Sections du back office" });
    await sections.getByRole("link", { name: "Relevés bancaires" }).click();
    await heading(office, /^Relevés bancaires$/).waitFor();
    await office.getByLabel("Fichier du relevé").setInputFiles({
      name: "releve-du-jour.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(statement),
    });
    await office.getByRole("button", { name: "Importer le relevé" }).click();
    const imported = office.getByRole("form", { name: "Importer un relevé" }).getByRole("status");
    await expect
      .poll(() => imported.innerText())
      .toMatch(/^Relevé MSG-\w+ importé : 1 opération — 1 virement crédité, 0 à examiner/);
    await expect
      .poll(() => office.getByRole("row").filter({ hasText: staff.email }).count())
      .toBeGreaterThan(0);
    await expectNoAxeViolations(office);

    // The customer is told the transfer arrived and the opening awaits the bank's checks.
    const mails = emlFolder(inject("mailDir"));
    const received = await mails.waitForMail(
      (mail) =>
        mail.recipients.includes(email) &&
        mail.subject === "Virement reçu sur votre nouveau compte",
      10_000,
    );
    expect(plainSpaces(received.text)).toContain(
      `Le virement de 150,00 € envoyé par ${payer} est arrivé sur votre compte en cours d'ouverture.`,
    );
    expect(received.text).toContain("attend maintenant les dernières vérifications de la banque");

    // « Mes comptes », opened again, says the same, with the money already there.
    await page.reload();
    await page.getByText("Premier virement reçu, en cours de vérification par la banque").waitFor();
    expect(await textOf(page.locator("#mes-comptes"))).toMatch(/Solde\s+150,00\s€/);
    // So does the opening's page, which no longer asks for the transfer.
    await page.goto("/ouvrirCompte");
    await heading(page, /^Premier virement reçu$/).waitFor();
    expect(await textOf(page.locator("main"))).toMatch(/Votre premier virement est arrivé le /);
    await page.goto("/espaceClient");

    // 11. Staff open the opening, whose first transfer now matches, and approve it.
    await sections.getByRole("link", { name: "Ouvertures de compte" }).click();
    await heading(office, /^Ouvertures de compte$/).waitFor();
    const name = `Claire ${lastName}`;
    await office.getByRole("link", { name }).click();
    const file = office.getByRole("region", { name });
    await expect.poll(() => file.isVisible()).toBe(true);
    const opening = await textOf(file);
    for (const expected of [
      "Premier virement rapproché",
      "Aucune correspondance",
      "Carte nationale d'identité",
      "Convention de compte (PDF)",
      reference ?? "",
    ]) {
      expect(opening).toContain(expected);
    }
    await expectNoAxeViolations(office);
    await file.getByRole("button", { name: "Approuver l'ouverture" }).click();
    await file.getByRole("button", { name: "Confirmer l'approbation" }).click();
    await expect
      .poll(() => file.getByRole("status").last().innerText())
      .toBe("Ouverture approuvée : le compte est ouvert et le client en est prévenu par e-mail.");
    await expect
      .poll(() => file.getByRole("list", { name: "Historique de l'ouverture" }).innerText())
      .toContain("Ouverture approuvée, le compte est ouvert");
    expect(await file.getByRole("button", { name: "Approuver l'ouverture" }).count()).toBe(0);
    await office.context().close();

    // 12. « Mes comptes », opened again: the account is open, credited with the first transfer.
    await page.reload();
    await page.getByText("Ouvert", { exact: true }).waitFor();
    const credited = await textOf(page.locator("#mes-comptes"));
    expect(credited).toContain(iban);
    expect(credited).toMatch(/Solde\s+150,00\s€/);
    // The operation as the statement named it: the payer and the words of their transfer.
    const operation = await textOf(page.locator("#mes-comptes").getByRole("row").nth(1));
    expect(operation).toContain(`${payer} Premier virement ${reference}`);
    expect(operation).toMatch(/150,00\s€$/);
    await expectNoAxeViolations(page);
    await mails.waitForMail(
      (mail) =>
        mail.recipients.includes(email) && mail.subject === "Votre compte courant est ouvert",
      10_000,
    );

    // Only the dropped connection, the archive refused and the wrong password were printed.
    expect(
      jsErrorsOf(page).filter(
        (error) => !/ERR_FAILED|Failed to fetch|status of (415|400) /.test(error),
      ),
    ).toEqual([]);
    await page.context().close();
  }, 120_000);
});
