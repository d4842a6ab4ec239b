import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { signedOpening } from "../support/account-openings";
import { claireSignup, uniqueEmail } from "../support/fixtures";
import { overHttp } from "../support/http-inject";
import { listedNamesake } from "../support/screening";
import { staffFirstSignIn } from "../support/staff-browser";
import { firstTransferStatement } from "../support/statements";
import { baseURL, expectNoAxeViolations, launchBrowserPerFile, textOf } from "../support/browser";

const browser = launchBrowserPerFile();
const staff = inject("screeningStaffAccount");

const reason =
  "Né le 5 mai 1990 à Lyon, de nationalité française : la personne du registre est née en 1961 ou 1963.";

describe("the asset-freeze screening in the back office", () => {
  it("shows a hit beside the customer, clears it as a namesake with a reason, and leaves the approval to someone else", async () => {
    // A namesake of a listed person signed his agreement, and his first transfer came.
    const from = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const customer = overHttp(baseURL(), from);
    const signup = await fetch(`${baseURL()}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({
        ...claireSignup,
        ...listedNamesake,
        gender: "male",
        email: uniqueEmail("homonyme"),
      }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const opening = await signedOpening(customer, cookie);
    const folder = await mkdtemp(join(tmpdir(), "screening-releve-"));
    const statement = join(folder, "releve.xml");
    await writeFile(
      statement,
      firstTransferStatement(
        opening.firstTransfer,
        `${listedNamesake.lastName} ${listedNamesake.firstName}`,
      ),
    );

    // Staff sign in with their second factor and import the statement bringing the transfer.
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

    // The opening's file shows the hit beside the customer, and the approval unavailable.
    await sections.getByRole("link", { name: "Ouvertures de compte" }).click();
    const name = `${listedNamesake.firstName} ${listedNamesake.lastName}`;
    await page.getByRole("link", { name }).click();
    const file = page.getByRole("region", { name });
    await expect.poll(() => file.isVisible()).toBe(true);
    const hit = file.getByRole("article", { name: "Mesure n° 9002 : ABDUL EXEMPLE KARIM" });
    const rows = hit.getByRole("table").getByRole("row");
    await expect
      .poll(() => rows.filter({ hasText: "Date de naissance" }).innerText())
      .toMatch(/5 mai 1990\s+en 1961 ; en 1963/);
    expect(await rows.filter({ hasText: "Adresse" }).innerText()).toContain(
      "Rue de l'Exemple, Imaginaire",
    );
    expect(await textOf(file)).toContain("Correspondance à examiner");
    const approve = file.getByRole("button", { name: "Approuver l'ouverture" });
    expect(await approve.getAttribute("aria-disabled")).toBe("true");
    await expectNoAxeViolations(page);

    // No reason: said next to the field. With one: cleared, with who and why.
    await hit.getByRole("button", { name: "Écarter : le client n'est pas cette personne" }).click();
    const form = hit.getByRole("form", { name: "Écarter la mesure n° 9002" });
    await form.getByRole("button", { name: "Écarter la correspondance" }).click();
    const field = form.getByLabel(/^Ce qui distingue le client de cette personne/);
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(await textOf(form)).toContain(
      "Écrivez ce qui distingue le client de cette personne du registre (date ou lieu de naissance, nationalité…)",
    );
    await expectNoAxeViolations(page);
    await field.fill(reason);
    await form.getByRole("button", { name: "Écarter la correspondance" }).click();
    await expect
      .poll(() => textOf(hit))
      .toMatch(new RegExp(`Homonymie établie le .+ par ${staff.email} : ${reason}`));
    await expect
      .poll(() => file.getByRole("list", { name: "Historique de l'ouverture" }).innerText())
      .toContain("Correspondance écartée, homonymie établie");
    expect(await file.getByRole("status").first().innerText()).toMatch(/^Correspondance écartée/);

    // The one who cleared it cannot approve: four eyes, said in French beside the button.
    const approval = await approve.getAttribute("aria-describedby");
    await expect.poll(() => approve.getAttribute("aria-disabled")).toBe("true");
    expect(await page.locator(`[id="${approval}"]`).innerText()).toBe(
      "Approbation impossible pour vous : vous avez vous-même écarté une correspondance du registre des gels pour cette ouverture, un autre membre de l'équipe doit l'approuver (principe des quatre yeux).",
    );
    await expectNoAxeViolations(page);
    const stored = await customer.inject({ url: "/api/current-account", headers: { cookie } });
    expect(stored.json()).toMatchObject({ status: "pending_first_transfer" });
    await page.context().close();
    await rm(folder, { recursive: true, force: true });
  });
});
