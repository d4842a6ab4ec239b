import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, inject, it } from "vitest";
import { printedIban } from "@domain/currentAccount/iban";
import { formatEuros } from "@domain/format";
import { signedOpening } from "../support/account-openings";
import { claireSignup, uniqueEmail } from "../support/fixtures";
import { overHttp } from "../support/http-inject";
import { staffFirstSignIn } from "../support/staff-browser";
import { firstTransferStatement, payerIbans } from "../support/statements";
import { baseURL, expectNoAxeViolations, launchBrowserPerFile } from "../support/browser";

const browser = launchBrowserPerFile();
const staff = inject("refundStaffAccount");
const payer = "REMBOURSE CLAIRE";

describe("the refunds' payment order in the back office", () => {
  it("lists what a refused opening's payer is owed, and downloads the pain.001 order that pays it", async () => {
    // A customer signed, her first transfer came, and staff refused the opening.
    const from = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const customer = overHttp(baseURL(), from);
    const signup = await fetch(`${baseURL()}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({
        ...claireSignup,
        firstName: "Claire",
        lastName: "Rembourse",
        email: uniqueEmail("rembourse"),
      }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const opening = await signedOpening(customer, cookie);
    const folder = await mkdtemp(join(tmpdir(), "refunds-releve-"));
    const statement = join(folder, "releve.xml");
    await writeFile(statement, firstTransferStatement(opening.firstTransfer, payer));

    const page = await staffFirstSignIn(browser(), staff);
    const sections = page.getByRole("navigation", { name: "Sections du back office" });
    await sections.getByRole("link", { name: "Relevés bancaires" }).click();
    await page.getByLabel("Fichier du relevé").setInputFiles(statement);
    await page.getByRole("button", { name: "Importer le relevé" }).click();
    await expect
      .poll(() =>
        page.getByRole("form", { name: "Importer un relevé" }).getByRole("status").innerText(),
      )
      .toMatch(/1 virement crédité, 0 à examiner/);

    await sections.getByRole("link", { name: "Ouvertures de compte" }).click();
    await page.getByRole("link", { name: "Claire Rembourse" }).click();
    const file = page.getByRole("region", { name: "Claire Rembourse" });
    await file.getByRole("button", { name: "Refuser l'ouverture" }).click();
    const refusal = file.getByRole("form", { name: "Refuser l'ouverture" });
    await refusal
      .getByLabel(/^Motif du refus/)
      .fill("Les informations fournies ne permettent pas d'ouvrir ce compte.");
    await refusal.getByRole("button", { name: "Continuer" }).click();
    await refusal.getByRole("button", { name: "Confirmer le refus" }).click();
    await expect
      .poll(() => file.getByRole("list", { name: "Historique de l'ouverture" }).innerText())
      .toContain("Remboursements à effectuer");

    // « Relevés bancaires » lists the refund, and the order downloads with it.
    await sections.getByRole("link", { name: "Relevés bancaires" }).click();
    const due = page.getByRole("table", { name: /^Remboursements à effectuer/ });
    const row = due.getByRole("row").filter({ hasText: payer });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(cells.slice(0, 4)).toEqual([
      "Claire Rembourse",
      payer,
      printedIban(payerIbans.de),
      formatEuros(150),
    ]);
    expect(cells[4]).toMatch(/^Ouverture refusée, le /);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Générer l'ordre de virement (pain.001)" }).click(),
    ]);
    const saved = join(folder, "ordre.xml");
    await download.saveAs(saved);
    const xml = await readFile(saved, "utf8");
    const initiation = new XMLParser({
      parseTagValue: false,
      isArray: (name) => name === "CdtTrfTxInf",
    }).parse(xml).Document.CstmrCdtTrfInitn;
    expect(download.suggestedFilename()).toBe(`${initiation.GrpHdr.MsgId}.xml`);
    expect(
      initiation.PmtInf.CdtTrfTxInf.filter(
        (transfer: { Cdtr: { Nm: string } }) => transfer.Cdtr.Nm === payer,
      ),
    ).toHaveLength(1);

    // Exported: no longer due, and the order listed, to be downloaded again.
    await expect.poll(() => row.count()).toBe(0);
    const orders = page.getByRole("table", { name: /^Ordres de virement générés/ });
    await expect
      .poll(() => orders.getByRole("link", { name: initiation.GrpHdr.MsgId }).count())
      .toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "généré" }).innerText()).toMatch(
      new RegExp(`^Ordre ${initiation.GrpHdr.MsgId} généré`),
    );
    await page.context().close();
    await rm(folder, { recursive: true, force: true });
  });
});
