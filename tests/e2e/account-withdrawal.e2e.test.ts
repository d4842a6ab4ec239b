import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { printedIban } from "@domain/currentAccount/iban";
import { signedOpening } from "../support/account-openings";
import {
  baseURL,
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  signedInPage,
  textOf,
} from "../support/browser";
import { uniqueEmail } from "../support/fixtures";
import { overHttp } from "../support/http-inject";
import { emlFolder } from "../support/mailbox";

const browser = launchBrowserPerFile();

/**
 * « Renoncer au contrat ici » in the client area (Code de la consommation L222-8, décret
 * n° 2026-3): the holder of an account signed at a distance reads their declaration, confirms it,
 * sees the withdrawal recorded and receives its acknowledgment.
 */
describe("withdrawing from the account agreement", () => {
  it("declares, confirms and acknowledges the withdrawal from « Mes comptes »", async () => {
    const email = uniqueEmail("renonce");
    const page = await signedInPage(browser(), { email });
    const errors = jsErrorsOf(page);
    const cookie = (await page.context().cookies(baseURL()))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    const opening = await signedOpening(overHttp(baseURL(), "198.51.100.77"), cookie);
    const iban = printedIban(opening.firstTransfer.iban);

    await page.goto("/espaceClient");
    const accounts = page.getByRole("region", { name: "Mes comptes" });
    await accounts.getByRole("link", { name: "Télécharger mon RIB" }).waitFor();
    const right = accounts.getByRole("region", { name: "Droit de rétractation" });
    await expect
      .poll(() => textOf(right))
      .toMatch(
        /Vous pouvez renoncer à votre convention de compte jusqu'au \d{1,2} \S+ \d{4} inclus/,
      );

    // A change of mind: « Annuler » closes the declaration and gives the focus back.
    const start = right.getByRole("button", { name: "Renoncer au contrat ici" });
    await start.click();
    await right.getByRole("button", { name: "Annuler" }).click();
    await expect
      .poll(() => start.evaluate((button) => button === document.activeElement))
      .toBe(true);

    await start.click();
    const title = right.getByText("Votre déclaration de rétractation", { exact: true });
    await expect
      .poll(() => title.evaluate((heading) => heading === document.activeElement))
      .toBe(true);
    expect(await textOf(right.locator("blockquote"))).toMatch(
      new RegExp(
        `^Moi, Claire Martin, je renonce à la convention de compte courant, offre Plus, IBAN ${iban}, signée le \\d{1,2} \\S+ \\d{4}\\.$`,
      ),
    );
    expect(await textOf(right)).toContain(
      `Nous vous enverrons l'accusé de réception, avec la date et l'heure de votre déclaration, à ${email}.`,
    );
    await expectNoAxeViolations(page, "#mes-comptes");

    await right.getByRole("button", { name: "Confirmer la rétractation" }).click();
    await expect
      .poll(() => textOf(accounts))
      .toMatch(/Vous avez renoncé à votre convention de compte le .+\. L'accusé de réception/);
    expect(await textOf(accounts)).toContain("Clôturé");
    expect(await accounts.getByRole("button", { name: "Renoncer au contrat ici" }).count()).toBe(0);
    // A closed account takes no transfer: its RIB is no longer offered.
    expect(await accounts.getByRole("link", { name: "Télécharger mon RIB" }).count()).toBe(0);

    const acknowledgment = await emlFolder(inject("mailDir")).waitForMail(
      (mail) =>
        mail.recipients.includes(email) &&
        mail.subject === "Accusé de réception de votre rétractation",
    );
    expect(acknowledgment.text).toContain(
      `« Moi, Claire Martin, je renonce à la convention de compte courant, offre Plus, IBAN ${iban}`,
    );
    expect(acknowledgment.text).toMatch(/que vous avez envoyée le .+ depuis votre espace client/);

    // Kept: the page read again says the same.
    await page.reload();
    await expect
      .poll(() => textOf(accounts))
      .toMatch(/Vous avez renoncé à votre convention de compte le /);
    expect(errors).toEqual([]);
  });
});
