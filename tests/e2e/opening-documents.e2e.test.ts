import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { KeptOpeningDocuments } from "@domain/currentAccount/opening";
import {
  openingIdentityBody,
  openingIdentityDocumentBody,
  openingKnowYourCustomerBody,
  openingTaxResidenceBody,
} from "../support/account-openings";
import { sampleJpeg, samplePng } from "../support/documents";
import { claireSignup } from "../support/fixtures";
import {
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  signedInPage,
  textOf,
} from "../support/browser";

const browser = launchBrowserPerFile();

/** A request the page sends as its own scripts do: same origin, its session's cookie. */
const send = (page: Page, url: string, body?: object | { bytes: number[]; type: string }) =>
  page.evaluate(
    async ({ url, body }) => {
      const file = body && "bytes" in body;
      const response = await fetch(url, {
        method: "POST",
        ...(body && {
          headers: { "content-type": file ? String(body.type) : "application/json" },
          body: file ? new Uint8Array(body.bytes as number[]) : JSON.stringify(body),
        }),
      });
      return `${response.status} ${await response.text()}`;
    },
    { url, body },
  );

/**
 * A new customer's opening answered through the API, its identity document sent and its agreement
 * and fee information document issued: what the opening's pages would have sent.
 */
async function issuedOpening(page: Page) {
  for (const [url, body] of [
    ["/api/account-opening", undefined],
    ["/api/account-opening/offer", { offer: "plus" }],
    ["/api/account-opening/identity", openingIdentityBody],
    ["/api/account-opening/know-your-customer", openingKnowYourCustomerBody],
    ["/api/account-opening/tax-residence", openingTaxResidenceBody],
    ["/api/account-opening/identity-document", openingIdentityDocumentBody],
    [
      "/api/account-opening/identity-document/front?fileName=recto.jpg",
      { bytes: [...sampleJpeg], type: "image/jpeg" },
    ],
    [
      "/api/account-opening/identity-document/back?fileName=verso.png",
      { bytes: [...samplePng], type: "image/png" },
    ],
    ["/api/account-opening/documents", undefined],
  ] as const) {
    expect(await send(page, url, body)).toMatch(/^200 /);
  }
}

const documentsOf = (page: Page) => page.getByRole("region", { name: "Mes documents" });

/** The opening as « Mes documents »' request lists it. */
async function listedOpening(page: Page): Promise<KeptOpeningDocuments | undefined> {
  const answer = await page.request.get("/api/applications/documents");
  expect(answer.status()).toBe(200);
  const [opening] = (await answer.json()).openings as KeptOpeningDocuments[];
  return opening;
}

describe("« Mes documents » of a current account opening", () => {
  it("lists the signed agreement and fee information document with their dates and downloads them as kept", async () => {
    const page = await signedInPage(browser());
    await issuedOpening(page);
    expect(
      await send(page, "/api/account-opening/signature", {
        method: "password",
        password: claireSignup.password,
        agreement: true,
      }),
    ).toMatch(/^200 /);

    await page.goto("/espaceClient");
    const documents = documentsOf(page);
    const agreement = documents.getByRole("link", {
      name: /^Télécharger \(PDF\) : Convention de compte remise le .+, signée le .+, Ouverture de compte courant Plus$/,
    });
    await agreement.waitFor();
    const opening = documents.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Ouverture de compte courant Plus" }),
    });
    const shown = await textOf(opening);
    expect(shown).toContain("Signée");
    expect(shown).toMatch(/Convention de compte remise le .+, signée le /);
    expect(shown).toMatch(/Document d'information tarifaire remis le .+, signé le /);
    expect(shown).toContain("Relevé d'identité bancaire (RIB) du compte");

    const listed = await listedOpening(page);
    const [file] = await Promise.all([page.waitForEvent("download"), agreement.click()]);
    expect(file.suggestedFilename()).toBe("convention.pdf");
    const bytes = await readFile(await file.path());
    // The very PDF the signature names.
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(
      listed?.documents.agreement.sha256,
    );
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the documents of an opening not yet signed as given, not signed", async () => {
    const page = await signedInPage(browser());
    await issuedOpening(page);
    await page.goto("/espaceClient");
    const documents = documentsOf(page);
    await documents.getByRole("heading", { name: "Ouverture de compte courant Plus" }).waitFor();
    const shown = await textOf(documents);
    expect(shown).toContain("À signer");
    expect(shown).toMatch(/Convention de compte remise le [^\n]+\n/);
    expect(shown).toMatch(/Document d'information tarifaire remis le [^\n]+\n/);
    expect(shown).not.toMatch(/signée? le/);
    expect(shown).not.toContain("RIB");
    await page.context().close();
  });
});
