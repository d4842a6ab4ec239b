import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openingAnswers } from "../support/account-openings";
import { sampleJpeg, samplePng } from "../support/documents";
import { claireSignup, uniqueEmail } from "../support/fixtures";
import {
  expectNoAxeViolations,
  fieldErrorOf,
  jsErrorsOf,
  launchBrowserPerFile,
  signedInPage,
  waitForHydration,
  withVirtualAuthenticator,
} from "../support/browser";

const browser = launchBrowserPerFile();

/** Calls the API from the page, with its session: the answer's status. */
const post = (page: Page, url: string, body?: object) =>
  page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: "POST",
          ...(body && {
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
        })
      ).status,
    { url, body },
  );

/** Sends one side of the identity document from the page, as its file input would. */
const sendSide = (page: Page, side: string, bytes: Buffer, fileName: string, type: string) =>
  page.evaluate(
    async ({ side, base64, fileName, type }) => {
      const file = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const url = `/api/account-opening/identity-document/${side}?fileName=${fileName}`;
      return (await fetch(url, { method: "POST", headers: { "content-type": type }, body: file }))
        .status;
    },
    { side, base64: bytes.toString("base64"), fileName, type },
  );

/** The customer's opening answered, both sides of the document sent and its documents issued. */
async function openingReadyToSign(page: Page) {
  for (const [url, body] of openingAnswers) {
    expect(await post(page, url, body)).toBe(200);
  }
  expect(await sendSide(page, "front", sampleJpeg, "recto.jpg", "image/jpeg")).toBe(200);
  expect(await sendSide(page, "back", samplePng, "verso.png", "image/png")).toBe(200);
  expect(await post(page, "/api/account-opening/documents")).toBe(200);
}

describe("a signature with a passkey", () => {
  it("signs the account agreement with the customer's passkey once the box is ticked, no password typed", async () => {
    const page = await signedInPage(browser(), { email: uniqueEmail("cle-signature") });
    const errors = jsErrorsOf(page);
    const authenticator = await withVirtualAuthenticator(page);
    await page.goto("/espaceClient");
    await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
    const adding = page.getByRole("form", { name: "Ajouter une clé d'accès" });
    await adding.getByLabel(/^Nom de la clé d'accès/).fill("Téléphone de Claire");
    await adding.getByLabel(/^Mot de passe actuel/).fill(claireSignup.password);
    await page.getByRole("button", { name: "Créer la clé d'accès" }).click();
    await expect.poll(async () => (await authenticator.credentials()).length).toBe(1);
    await page.getByRole("list", { name: "Clés d'accès" }).getByRole("listitem").waitFor();

    await openingReadyToSign(page);
    // Resumed on the answers' summary: the photos sent, the way on is to the signature.
    await page.goto("/ouvrirCompte");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Envoyer les photos de ma pièce" }).click();
    await page.getByRole("link", { name: "Continuer vers la signature" }).click();
    const form = page.getByRole("form", { name: "Signer votre convention de compte" });
    const box = form.getByLabel(
      "J'ai lu la convention de compte et le document d'information tarifaire",
    );
    const usePasskey = form.getByRole("button", { name: "Signer avec ma clé d'accès" });

    // The box first: the passkey is not asked for what the customer has not said they read.
    await usePasskey.click();
    await expect
      .poll(() => fieldErrorOf(box))
      .toBe(
        "Cochez la case pour confirmer que vous avez lu la convention de compte et le document d'information tarifaire.",
      );
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await box.check();
    await usePasskey.click();
    await page.getByRole("heading", { name: /^Effectuez votre premier virement$/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
