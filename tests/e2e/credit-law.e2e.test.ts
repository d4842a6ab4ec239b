import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  waitForHydration,
} from "../support/browser";
import { plainSpaces } from "../support/text";

/**
 * What a consumer-protection inspector checks on the credit pages since ordonnance n° 2025-880
 * (20 November 2026): the new warning, the cost of the optional insurance, the type sizes of
 * art. L312-8 and a lease shown without any rate.
 */

const browser = launchBrowserPerFile();

const warning = "Attention ! Un crédit coûte de l'argent et doit être remboursé !";
const oldWarning = "Un crédit vous engage";

const plain = (text: string) => plainSpaces(text).trim();

/** Figures independently checked with Python's decimal module (app/lib/finance.test.ts). */
const loanPages = [
  {
    path: "/pretAuto",
    monthly: "370,14 €",
    withInsurance: "375,14 €",
    premium: "5,00 €",
    insuranceTotal: "300,00 €",
  },
  {
    path: "/pretPersonnel",
    monthly: "275,57 €",
    withInsurance: "279,32 €",
    premium: "3,75 €",
    insuranceTotal: "225,00 €",
  },
  {
    path: "/pretVoyage",
    monthly: "157,31 €",
    withInsurance: "159,44 €",
    premium: "2,13 €",
    insuranceTotal: "127,80 €",
  },
  {
    path: "/pretTravaux",
    monthly: "534,92 €",
    withInsurance: "543,67 €",
    premium: "8,75 €",
    insuranceTotal: "630,00 €",
  },
];

interface TypeSizes {
  /** Font size, in px, of each mention that must be the largest: TAEG, instalment, total due, warning. */
  prominent: { mention: string; size: number; text: string }[];
  /** Every borrowing rate ("taux débiteur") on screen. */
  borrowingRates: { size: number; text: string }[];
  /** Every other figure in euros or percent on screen. */
  otherFigures: { size: number; text: string }[];
}

/** Measures the computed type size of every visible text about the financing inside `scope`. */
function measureTypeSizes(scope: Locator): Promise<TypeSizes> {
  return scope.evaluate((root) => {
    const visible = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const prominent = [...root.querySelectorAll("[data-mention]")]
      .filter(visible)
      .map((element) => ({
        mention: element.getAttribute("data-mention") ?? "",
        size: size(element),
        text: element.textContent ?? "",
      }));
    const borrowingRates: { size: number; text: string }[] = [];
    const otherFigures: { size: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || !visible(parent) || parent.closest("[data-mention]")) continue;
      if (/taux débiteur/i.test(text)) borrowingRates.push({ size: size(parent), text });
      else if (/\d[\s\u00a0\u202f]?(%|€)/.test(text))
        otherFigures.push({ size: size(parent), text });
    }
    return { prominent, borrowingRates, otherFigures };
  });
}

function expectProminenceRule({ prominent, borrowingRates, otherFigures }: TypeSizes) {
  const smallestProminent = Math.min(...prominent.map((item) => item.size));
  const smallestTaeg = Math.min(
    ...prominent.filter((item) => item.mention === "taeg").map((item) => item.size),
  );
  const tooLargeRates = borrowingRates.filter((item) => item.size >= smallestTaeg);
  expect(tooLargeRates, `borrowing rates as large as the TAEG (${smallestTaeg} px)`).toEqual([]);
  const tooLarge = otherFigures.filter((item) => item.size >= smallestProminent);
  expect(tooLarge, `figures as large as the mentions (${smallestProminent} px)`).toEqual([]);
}

const tabs = (page: Page) => page.getByRole("tablist").first().getByRole("tab");

describe.each(loanPages)("$path, read as an inspector would", (loan) => {
  it("shows the new warning and the optional insurance's cost in the representative example and the simulation", async () => {
    const page = await openPage(browser(), `${loan.path}#simulation`, desktop);
    await waitForHydration(page);
    const html = await page.content();
    expect(html).not.toContain(oldWarning);

    const example = page.getByRole("region", { name: "Exemple représentatif" });
    expect(plain(await example.getByText(warning).innerText())).toBe(warning);
    const exampleText = plain(await example.innerText());
    expect(exampleText).toContain("Assurance emprunteur facultative");
    expect(exampleText).toContain(
      `au taux de 0,30 % par an du montant emprunté : ${loan.premium} par mois`,
    );
    expect(exampleText).toContain(`soit une mensualité de ${loan.withInsurance} avec l'assurance`);
    expect(exampleText).toContain(`: ${loan.insuranceTotal}.`);
    expect(exampleText).toContain("Taux annuel effectif de l'assurance (TAEA) : 0,57 %");
    expect(exampleText).toContain("n'est pas obligatoire");

    const simulation = page.getByRole("tabpanel", { name: "Simulation" });
    await expect
      .poll(async () => plain(await simulation.locator("output").innerText()))
      .toBe(`${loan.monthly} par mois`);
    const results = plain(await simulation.innerText());
    expect(results).toContain(`Avec l'assurance facultative : ${loan.withInsurance} par mois`);
    expect(results).toContain(`${loan.premium} par mois`);
    expect(results).toContain("TAEA) : 0,57 %");
    expect(results).toContain(warning);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("sets the TAEG, the instalment, the total due and the warning larger than any other financing figure, in every tab", async () => {
    const page = await openPage(browser(), loan.path, desktop);
    await waitForHydration(page);
    const main = page.locator("main");
    const names = await tabs(page).allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(3);
    const mentionsSeen = new Set<string>();
    for (const name of names) {
      const tab = tabs(page).filter({ hasText: name });
      await tab.click();
      await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
      await page.getByRole("tabpanel", { name }).waitFor({ state: "visible" });
      const sizes = await measureTypeSizes(main);
      for (const item of sizes.prominent) mentionsSeen.add(item.mention);
      expectProminenceRule(sizes);
    }
    expect([...mentionsSeen].sort()).toEqual(["instalment", "taeg", "total-due", "warning"]);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("the home page's credit offers", () => {
  it("carry the warning and the insurance's cost, with the mentions in the largest type", async () => {
    const page = await openPage(browser(), "/", desktop);
    await waitForHydration(page);
    expect(await page.content()).not.toContain(oldWarning);
    const example = page.getByRole("region", { name: "Exemple représentatif" });
    expect(plain(await example.innerText())).toContain(warning);
    expect(plain(await example.innerText())).toContain(
      "Taux annuel effectif de l'assurance (TAEA)",
    );
    const credit = page.locator("section", {
      has: page.getByRole("heading", { name: "Un crédit pour chaque projet" }),
    });
    expectProminenceRule(await measureTypeSizes(example));
    const sizes = await measureTypeSizes(credit);
    expect(sizes.borrowingRates.concat(sizes.otherFigures)).toEqual([]);
    await page.context().close();
  });
});

describe("/pretAuto's lease (LOA)", () => {
  it("shows no TAEG and no borrowing rate, and says what the lease costs", async () => {
    const page = await openPage(browser(), "/pretAuto", desktop);
    await waitForHydration(page);
    const lease = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Location avec option d'achat (LOA)" }),
    });
    const text = plain(await lease.innerText());
    expect(text).not.toMatch(/TAEG|taux|%/i);
    expect(text).toContain("la somme des loyers");
    expect(text).toContain("montant total dû");
    const classic = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Crédit auto classique" }),
    });
    expect(plain(await classic.innerText())).toContain("TAEG fixe à partir de 1,92 %");
    await page.context().close();
  });
});

describe("/pretTravaux", () => {
  it("simulates up to 100 000 €, the consumer-credit ceiling since 20 November 2026", async () => {
    const page = await openPage(browser(), "/pretTravaux?montant=100000&duree=72", desktop);
    await waitForHydration(page);
    const simulation = page.getByRole("tabpanel", { name: "Simulation" });
    const amount = simulation.getByRole("textbox", { name: "Budget des travaux" });
    await expect.poll(async () => plain(await amount.inputValue())).toBe("100 000");
    // 100 000 € over 72 months at 3,20 %.
    expect(plain(await simulation.locator("output").innerText())).toBe("1 528,33 € par mois");
    expect(plain(await page.locator("main").innerText())).toContain("De 5 000 € à 100 000 €");
    await page.context().close();
  });
});

describe("/epargne", () => {
  it("dates the regulated rates and presents the other rates as assumptions with the capital-loss warning", async () => {
    const page = await openPage(browser(), "/epargne", desktop);
    await waitForHydration(page);
    const main = plain(await page.locator("main").innerText());
    expect(main).toContain("Taux de 1,50 % net depuis le 1er février 2026");
    expect(main).not.toMatch(/3,00 %/);
    expect(main).toContain("Taux réglementé en vigueur depuis le 1er février 2026");

    await page.getByRole("tab", { name: "Simulation" }).click();
    const simulation = page.getByRole("tabpanel", { name: "Simulation" });
    await simulation.getByRole("combobox", { name: "Placement" }).selectOption({ label: "PEA" });
    await expect
      .poll(async () => plain(await simulation.getByText(/^Taux retenu comme/).innerText()))
      .toMatch(/hypothèse illustrative, non garantie/);
    expect(plain(await simulation.innerText())).toContain("Taux annuel supposé");
    expect(plain(await simulation.innerText())).toContain(
      "vous pouvez perdre tout ou partie des sommes placées",
    );
    expect(plain(await simulation.innerText())).toMatch(/intérêts se calculent par quinzaine/);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
