import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LeadField } from "@domain/leads/spec";
import { leadForms, type LeadKind } from "@domain/leads/forms";
import { leadFormCopy } from "../support/leadFormCopy";
import {
  answerTo,
  desktop,
  expectNoAxeViolations,
  fieldErrorOf,
  launchBrowserPerFile,
  openPage,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();

const formPages: Record<LeadKind, string> = {
  expert: "/investissement#accompagnement",
  entreprise: "/comptesEntreprise#ouverture",
  consultation: "/banqueAffaire#accompagnement",
  international: "/paiements#international",
  rendezvous: "/banquePrive#contact",
  pretAuto: "/pretAuto#demande",
  pretPersonnel: "/pretPersonnel#demande",
  pretTravaux: "/pretTravaux#demande",
  pretVoyage: "/pretVoyage#demande",
};

const sampleValue = (field: LeadField): string => {
  if (field.control === "textarea") return "Nous souhaitons étudier notre projet avec vous.";
  if (field.control === "select") return field.options[0]?.value ?? "";
  return {
    email: "prospect@example.fr",
    tel: "06 12 34 56 78",
    number: "2800",
    text: "Camille Petit",
  }[field.type];
};

/** The form's control named by its label (which ends with `*` when required). */
const control = (form: Locator, field: LeadField) =>
  form.getByLabel(new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));

const errorOf = (form: Locator, field: LeadField) => fieldErrorOf(control(form, field));

async function openForm(kind: LeadKind): Promise<{ page: Page; form: Locator }> {
  const page = await openPage(browser(), formPages[kind], desktop);
  await waitForHydration(page);
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: leadFormCopy[kind].submitLabel }) });
  await expect.poll(() => form.isVisible()).toBe(true);
  return { page, form };
}

describe.each(Object.keys(leadForms) as LeadKind[])("the %s form", (kind) => {
  const spec = leadForms[kind];

  it("says next to each required field what is missing, keeps what was typed and passes axe", async () => {
    const { page, form } = await openForm(kind);
    const optional = spec.fields.find((field) => !field.required);
    if (optional) await control(form, optional).fill(sampleValue(optional));
    await form.getByRole("button", { name: leadFormCopy[kind].submitLabel }).click();
    for (const field of spec.fields.filter((item) => item.required)) {
      await expect
        .poll(() => errorOf(form, field))
        .toBe(
          field.control === "select"
            ? "Veuillez choisir une option"
            : "Veuillez renseigner ce champ",
        );
    }
    if (optional) expect(await control(form, optional).inputValue()).toBe(sampleValue(optional));
    const firstMissing = spec.fields.find((field) => field.required);
    if (firstMissing) {
      await expect
        .poll(() =>
          control(form, firstMissing).evaluate((field) => field === document.activeElement),
        )
        .toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("sends a complete request, confirms it in the page and empties the form", async () => {
    const { page, form } = await openForm(kind);
    for (const field of spec.fields) {
      const value = sampleValue(field);
      if (field.control === "select") await control(form, field).selectOption(value);
      else await control(form, field).fill(value);
    }
    const button = form.getByRole("button", { name: leadFormCopy[kind].submitLabel });
    await button.click();
    await expect
      .poll(() => form.getByRole("status").innerText())
      .toBe(
        "Merci, votre demande a bien été envoyée. Un conseiller vous répond sous 48 h ouvrées.",
      );
    const first = spec.fields[0];
    if (first) await expect.poll(() => control(form, first).inputValue()).toBe("");
    await page.context().close();
  });
});

describe("the forms on failure", () => {
  it("show the server's message and keep the input when the address is wrong", async () => {
    const { page, form } = await openForm("pretPersonnel");
    const spec = leadForms.pretPersonnel;
    for (const field of spec.fields) {
      if (field.control === "select") await control(form, field).selectOption(sampleValue(field));
      else
        await control(form, field).fill(
          field.control === "input" && field.type === "tel" ? "12" : sampleValue(field),
        );
    }
    await form.getByRole("button", { name: leadFormCopy.pretPersonnel.submitLabel }).click();
    const phone = spec.fields.find((field) => field.name === "phone");
    if (!phone) throw new Error("The personal loan form asks for a phone number");
    await expect.poll(() => errorOf(form, phone)).toBe("Le numéro de téléphone est invalide");
    expect(await control(form, phone).inputValue()).toBe("12");
    await page.context().close();
  });
});

describe("the newsletter box", () => {
  it("subscribes, and subscribing twice answers the same", async () => {
    const page = await openPage(browser(), "/", desktop);
    await waitForHydration(page);
    const box = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "S'abonner" }) });
    for (let time = 0; time < 2; time += 1) {
      await box.getByLabel(/^Adresse email/).fill("lectrice@example.fr");
      await answerTo(page, "/api/newsletter", () =>
        box.getByRole("button", { name: "S'abonner" }).click(),
      );
      await expect
        .poll(() => box.getByRole("status").innerText())
        .toBe(
          "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email avec un lien pour confirmer votre inscription.",
        );
    }
    await box.getByLabel(/^Adresse email/).fill("pas-une-adresse");
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect.poll(() => box.getByText("L'adresse email est invalide").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
