import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seedSampleFiguresIn } from "~/content/loans.testing";
import {
  baseURL,
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  waitForHydration,
} from "../support/browser";
import { plainSpaces } from "../support/text";

const browser = launchBrowserPerFile();

const plain = (text: string) => plainSpaces(text).trim();

const selectedTab = (page: Page) =>
  page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').innerText();
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });
const simulation = (page: Page) => panel(page, "Simulation");
const monthly = async (page: Page) => plain(await simulation(page).locator("output").innerText());
const figure = async (scope: Locator, term: string) =>
  plain(
    await scope
      .locator("dt", { hasText: term })
      .locator("xpath=following-sibling::dd[1]")
      .innerText(),
  );
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The texts an input's `aria-describedby` points to: its bounds and its message. */
const descriptionOf = (input: Locator) =>
  input
    .evaluate((element) =>
      (element.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    )
    .then(plainSpaces);

async function openSimulation(path: string): Promise<Page> {
  const page = await openPage(browser(), path, desktop);
  await waitForHydration(page);
  await expect.poll(() => selectedTab(page)).toBe("Simulation");
  return page;
}

async function chooseDuration(page: Page, label: string) {
  await simulation(page).getByText(label, { exact: true }).click();
  await expect
    .poll(() => simulation(page).getByRole("radio", { name: label }).isChecked())
    .toBe(true);
}

/**
 * Expected figures come from an independent calculation with Python's decimal module: standard
 * annuity rounded to the cent, interest rounded each month, last instalment settling the rest.
 */
const loanPages = [
  {
    path: "/pretAuto",
    amountLabel: "Prix du véhicule",
    defaults: { amount: "25 000", monthly: "370,14 €", taeg: "4,28 %", rate: "4,20 %" },
    // 20 000 € borrowed (25 000 € less 5 000 € of contribution) over 48 months at 4,20 %.
    duration: { label: "48 mois", monthly: "453,37 €", totalDue: "21 761,90 €" },
    typed: { text: "35000", monthly: "680,06 €", montant: "30000" },
    // A 5 000 € price leaves no room for the 5 000 € contribution: it is set aside, and said.
    min: { text: "1000", bound: "5 000 €", monthly: "113,34 €" },
    // The contribution comes back with a price that allows it: 70 000 € over 48 months at 4,20 %.
    max: { text: "100000", bound: "75 000 €", monthly: "1 586,81 €" },
    // 20 000 € over 36 months: a used car is at 3,90 % up to 36 months.
    shared: {
      search: "?montant=20000&duree=36",
      amount: "25 000",
      duration: "36 mois",
      monthly: "589,59 €",
      taeg: "3,97 %",
      firstRow: ["1", "589,59 €", "65,00 €", "524,59 €", "19 475,41 €"],
      financed: "20 000,00 €",
    },
  },
  {
    path: "/pretPersonnel",
    amountLabel: "Montant souhaité",
    defaults: { amount: "15 000", monthly: "275,57 €", taeg: "3,97 %", rate: "3,90 %" },
    duration: { label: "48 mois", monthly: "338,02 €", totalDue: "16 224,73 €" },
    typed: { text: "30 000", monthly: "676,03 €", montant: "30000" },
    min: { text: "500", bound: "1 000 €", monthly: "22,53 €" },
    max: { text: "100000", bound: "75 000 €", monthly: "1 690,08 €" },
    shared: {
      search: "?montant=20000&duree=48",
      amount: "20 000",
      duration: "48 mois",
      monthly: "450,69 €",
      taeg: "3,97 %",
      firstRow: ["1", "450,69 €", "65,00 €", "385,69 €", "19 614,31 €"],
      financed: "20 000,00 €",
    },
  },
  {
    path: "/pretVoyage",
    amountLabel: "Budget du voyage",
    defaults: { amount: "8 500", monthly: "157,31 €", taeg: "4,28 %", rate: "4,20 %" },
    duration: { label: "36 mois", monthly: "251,71 €", totalDue: "9 061,60 €" },
    typed: { text: "12000", monthly: "355,36 €", montant: "12000" },
    min: { text: "500", bound: "1 000 €", monthly: "29,61 €" },
    max: { text: "40000", bound: "30 000 €", monthly: "888,39 €" },
    shared: {
      search: "?montant=5500&duree=24",
      amount: "5 500",
      duration: "24 mois",
      monthly: "239,33 €",
      taeg: "4,28 %",
      firstRow: ["1", "239,33 €", "19,25 €", "220,08 €", "5 279,92 €"],
      financed: "5 500,00 €",
    },
  },
  {
    path: "/pretTravaux",
    amountLabel: "Budget des travaux",
    defaults: { amount: "35 000", monthly: "534,92 €", taeg: "3,25 %", rate: "3,20 %" },
    duration: { label: "120 mois", monthly: "341,20 €", totalDue: "40 944,42 €" },
    typed: { text: "50000", monthly: "487,43 €", montant: "50000" },
    min: { text: "1000", bound: "5 000 €", monthly: "48,74 €" },
    // 100 000 € (the consumer-credit ceiling since 20 November 2026) over 120 months at 3,20 %.
    max: { text: "120000", bound: "100 000 €", monthly: "974,87 €" },
    // 30 000 € of works less 10 000 € of aids: 20 000 € over 120 months at 3,20 %.
    shared: {
      search: "?montant=20000&duree=120&aides=10000",
      amount: "30 000",
      duration: "120 mois",
      monthly: "194,97 €",
      taeg: "3,25 %",
      firstRow: ["1", "194,97 €", "53,33 €", "141,64 €", "19 858,36 €"],
      financed: "20 000,00 €",
    },
  },
];

describe.each(loanPages)("the $path simulator", (loan) => {
  it("shows the representative example by default, then follows the duration and the amount", async () => {
    const page = await openSimulation(`${loan.path}#simulation`);
    const tab = simulation(page);
    const amountInput = tab.getByRole("textbox", { name: loan.amountLabel });
    expect(plain(await amountInput.inputValue())).toBe(loan.defaults.amount);
    expect(await monthly(page)).toBe(`${loan.defaults.monthly} par mois`);
    expect(plain(await tab.getByText(/^TAEG fixe/).innerText())).toBe(
      `TAEG fixe ${loan.defaults.taeg}`,
    );
    expect(await figure(tab, "Taux débiteur fixe")).toBe(loan.defaults.rate);

    await chooseDuration(page, loan.duration.label);
    expect(await monthly(page)).toBe(`${loan.duration.monthly} par mois`);
    expect(await figure(tab, "Montant total dû")).toBe(loan.duration.totalDue);

    // Results follow each keystroke, and the address follows the simulation.
    await amountInput.fill(loan.typed.text);
    expect(await monthly(page)).toBe(`${loan.typed.monthly} par mois`);
    await expect.poll(() => searchParam(page, "montant")).toBe(loan.typed.montant);
    expect(searchParam(page, "duree")).toBe(loan.duration.label.split(" ")[0]);
    expect(new URL(page.url()).hash).toBe("#simulation");

    // The slider and the typed amount are one value.
    const slider = tab.getByRole("slider", { name: loan.amountLabel });
    await slider.focus();
    await page.keyboard.press("Home");
    expect(plain(await amountInput.inputValue())).toBe(loan.min.bound.replace(" €", ""));
    expect(await monthly(page)).toBe(`${loan.min.monthly} par mois`);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("clamps an amount out of bounds with a French message, never NaN", async () => {
    const page = await openSimulation(`${loan.path}#simulation`);
    const tab = simulation(page);
    const amountInput = tab.getByRole("textbox", { name: loan.amountLabel });
    expect(await descriptionOf(amountInput)).toContain(`à ${loan.max.bound}.`);
    await chooseDuration(page, loan.duration.label);

    await amountInput.fill(loan.min.text);
    expect(await monthly(page)).toBe(`${loan.min.monthly} par mois`);
    expect(await descriptionOf(amountInput)).toContain(
      `Le minimum est de ${loan.min.bound} : la simulation retient ${loan.min.bound}.`,
    );
    await amountInput.press("Tab");
    expect(plain(await amountInput.inputValue())).toBe(loan.min.bound.replace(" €", ""));

    await amountInput.fill(loan.max.text);
    expect(await monthly(page)).toBe(`${loan.max.monthly} par mois`);
    expect(await descriptionOf(amountInput)).toContain(
      `Le maximum est de ${loan.max.bound} : la simulation retient ${loan.max.bound}.`,
    );

    await amountInput.fill("");
    await amountInput.pressSequentially("douze");
    expect(await monthly(page)).toBe(`${loan.max.monthly} par mois`);
    expect(await descriptionOf(amountInput)).toContain("Saisissez un montant en chiffres");
    expect(await tab.innerText()).not.toMatch(/NaN|Infinity|undefined/);
    await page.context().close();
  });

  it("restores a shared link in the open tab, with its chart and schedule, and carries it to the request", async () => {
    const page = await openSimulation(`${loan.path}${loan.shared.search}`);
    const tab = simulation(page);
    const { shared } = loan;
    await expect
      .poll(async () =>
        plain(await tab.getByRole("textbox", { name: loan.amountLabel }).inputValue()),
      )
      .toBe(shared.amount);
    expect(await tab.getByRole("radio", { name: shared.duration }).isChecked()).toBe(true);
    expect(await monthly(page)).toBe(`${shared.monthly} par mois`);
    expect(plain(await tab.getByText(/^TAEG fixe/).innerText())).toBe(`TAEG fixe ${shared.taeg}`);

    const chart = tab.getByRole("img", { name: /de capital et .* d'intérêts/ });
    expect(await chart.isVisible()).toBe(true);
    expect(await chart.locator("rect").count()).toBeGreaterThan(0);

    const months = Number(shared.duration.split(" ")[0]);
    const table = tab.getByRole("table");
    expect(await table.isVisible()).toBe(false);
    await tab.getByText("Tableau d'amortissement", { exact: true }).click();
    await expect.poll(() => table.isVisible()).toBe(true);
    // Drawn only when opened, its rules come with the full sheet, before the rows show.
    expect(
      await table
        .locator("tbody td")
        .first()
        .evaluate((cell) => getComputedStyle(cell).paddingLeft),
    ).toBe("12px");
    expect(await table.locator("tbody tr").count()).toBe(months);
    const firstRow = await table.locator("tbody tr").first().locator("th, td").allInnerTexts();
    expect(firstRow.map(plain)).toEqual(shared.firstRow);
    expect(plain(await table.locator("tbody tr").last().locator("td").last().innerText())).toBe(
      "0,00 €",
    );
    await expectNoAxeViolations(page);

    const borrowed = String(Number(shared.financed.replace(/\D/g, "")) / 100);
    const application = async (link: Locator) => {
      const url = new URL((await link.getAttribute("href")) ?? "", baseURL());
      return [
        url.pathname,
        ...["produit", "montant", "duree"].map((name) => url.searchParams.get(name)),
      ];
    };
    const applicationLink = ["/demandePret", loan.path.slice(1), borrowed, String(months)];
    expect(await application(tab.getByRole("link", { name: "Faire ma demande" }))).toEqual(
      applicationLink,
    );

    await tab.getByRole("link", { name: "Être rappelé par un conseiller" }).click();
    await expect.poll(() => selectedTab(page)).toBe("Demande");
    expect(new URL(page.url()).hash).toBe("#demande");
    expect(searchParam(page, "montant")).toBe(borrowed);
    expect(searchParam(page, "duree")).toBe(String(months));
    const request = panel(page, "Demande");
    expect(
      await application(request.getByRole("link", { name: "Faire ma demande en ligne" })),
    ).toEqual(applicationLink);
    expect(
      plain(
        await request
          .getByText(/^Votre simulation/)
          .locator("xpath=following-sibling::p[1]")
          .innerText(),
      ),
    ).toContain(`${shared.financed} sur ${months} mois : mensualité de ${shared.monthly}`);
    // The form's code loads as its tab opens (app/lib/whenReached.tsx).
    await expect
      .poll(() => request.getByRole("button", { name: "Être rappelé" }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the contribution and the aids", () => {
  it("leave at least the smallest loan to borrow on /pretAuto", async () => {
    const page = await openSimulation("/pretAuto#simulation");
    const contribution = simulation(page).getByRole("textbox", { name: "Apport personnel" });
    await contribution.fill("30000");
    expect(await descriptionOf(contribution)).toContain(
      "Le maximum est de 20 000 € : la simulation retient 20 000 €.",
    );
    expect(await figure(simulation(page), "Montant financé")).toBe("5 000,00 €");
    await expect.poll(() => searchParam(page, "apport")).toBe("20000");
    await page.context().close();
  });

  it("keeps the contribution while a new vehicle price is typed key by key on /pretAuto", async () => {
    const page = await openSimulation("/pretAuto#simulation");
    const price = simulation(page).getByRole("textbox", { name: "Prix du véhicule" });
    const contribution = simulation(page).getByRole("textbox", { name: "Apport personnel" });
    await contribution.fill("6000");
    await price.fill("");
    // "3", then "35": below the smallest loan for a moment, the contribution is set aside, and said.
    await price.pressSequentially("3");
    await expect
      .poll(() => descriptionOf(contribution))
      .toContain("Le maximum est de 0 € : la simulation retient 0 €.");
    await price.pressSequentially("5000");
    await expect.poll(() => figure(simulation(page), "Montant financé")).toBe("29 000,00 €");
    expect(plain(await contribution.inputValue())).toBe("6 000");
    expect(await descriptionOf(contribution)).not.toContain("la simulation retient");
    await expect.poll(() => searchParam(page, "apport")).toBe("6000");
    await page.context().close();
  });

  it("are deducted from the budget on /pretTravaux", async () => {
    const page = await openSimulation("/pretTravaux#simulation");
    await simulation(page).getByRole("textbox", { name: "Aides obtenues" }).fill("15000");
    await chooseDuration(page, "120 mois");
    // 20 000 € over 120 months at 3,20 %.
    expect(await figure(simulation(page), "Montant financé")).toBe("20 000,00 €");
    expect(await monthly(page)).toBe("194,97 € par mois");
    await page.context().close();
  });
});

describe("the travel simulator", () => {
  it("starts from a destination idea's budget", async () => {
    const page = await openSimulation("/pretVoyage#simulation");
    await simulation(page)
      .getByRole("combobox", { name: "Idée de destination" })
      .selectOption({ label: "Tour du monde : 25 000 €" });
    await chooseDuration(page, "36 mois");
    // 25 000 € over 36 months at 4,20 %.
    expect(
      plain(await simulation(page).getByRole("textbox", { name: "Budget du voyage" }).inputValue()),
    ).toBe("25 000");
    expect(await monthly(page)).toBe("740,33 € par mois");
    await page.context().close();
  });
});

describe("the savings simulator", () => {
  it("projects the default savings and enforces the Livret A and LDDS ceilings with a message", async () => {
    const page = await openSimulation("/epargne#simulation");
    const tab = simulation(page);
    // 5 000 € then 100 € a month over 10 years at 1,50 %, interest credited each year end.
    expect(plain(await tab.locator("output").innerText())).toBe("18 750,32 €");
    expect(await figure(tab, "Total des versements")).toBe("17 000,00 €");
    expect(await figure(tab, "Intérêts")).toBe("1 750,32 €");
    expect(await figure(tab, "Taux annuel")).toBe("1,50 %");
    expect(plain(await tab.getByText(/^Taux réglementé/).innerText())).toBe(
      "Taux réglementé en vigueur depuis le 1er février 2026, net d'impôt.",
    );
    expect(await tab.getByText(/plafond/i).count()).toBe(0);

    await tab.getByRole("textbox", { name: "Versement mensuel" }).fill("150");
    expect(plain(await tab.locator("output").innerText())).toBe("23 409,51 €");
    expect(await figure(tab, "Total des versements")).toBe("21 200,00 €");
    expect(plain(await tab.getByText(/^Le plafond de versements/).innerText())).toBe(
      "Le plafond de versements du Livret A, 22 950 €, est atteint la 10e année : vos versements s'arrêtent alors. Les intérêts continuent de s'ajouter.",
    );

    await tab.getByRole("combobox", { name: "Placement" }).selectOption({ label: "LDDS" });
    await tab.getByRole("textbox", { name: "Versement initial" }).fill("15000");
    expect(await figure(tab, "Total des versements")).toBe("12 000,00 €");
    expect(plain(await tab.getByText(/^Le plafond de versements/).innerText())).toContain(
      "Le plafond de versements du LDDS est de 12 000 €",
    );

    const chart = tab.getByRole("img", { name: /versés et .* d'intérêts/ });
    expect(await chart.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("clamps a deposit out of bounds and offers the four durations of the seed", async () => {
    const page = await openSimulation("/epargne#simulation");
    const tab = simulation(page);
    const monthlyDeposit = tab.getByRole("textbox", { name: "Versement mensuel" });
    await monthlyDeposit.fill("5000");
    expect(await descriptionOf(monthlyDeposit)).toContain(
      "Le maximum est de 2 000 € : la simulation retient 2 000 €.",
    );
    expect(await tab.locator("fieldset label").allInnerTexts()).toEqual([
      "5 ans",
      "10 ans",
      "15 ans",
      "20 ans",
    ]);
    await page.context().close();
  });
});

describe("the pre-rendered HTML of each credit page", () => {
  const creditPages = [
    ["/pretAuto", "370,14 €", "4,28 %"],
    ["/pretPersonnel", "275,57 €", "3,97 %"],
    ["/pretVoyage", "157,31 €", "4,28 %"],
    ["/pretTravaux", "534,92 €", "3,25 %"],
  ];

  it.each(creditPages)(
    "%s holds the legal mentions and the default simulation, without the seed's wrong figures",
    async (path, monthlyPayment, taeg) => {
      const context = await browser().newContext({
        ...desktop,
        javaScriptEnabled: false,
        baseURL: baseURL(),
      });
      const page = await context.newPage();
      await page.goto(path);
      const text = plain(await page.locator("main").innerText());
      expect(text).toContain("Attention ! Un crédit coûte de l'argent et doit être remboursé !");
      expect(text).not.toContain("Un crédit vous engage");
      expect(text).toContain("Exemple représentatif");
      expect(text).toContain(`TAEG fixe de ${taeg}`);
      expect(text).toMatch(/Montant total dû : [\d ]+,\d\d €/);
      expect(text).toMatch(/Coût total du crédit : [\d ]+,\d\d €/);
      expect(text).toContain("délai de rétractation de 14 jours");
      expect(text).toContain("titre indicatif et n'ont pas de valeur contractuelle");
      expect(text).toContain(`${monthlyPayment} par mois`);
      const outsideTables = await page.locator("main").evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("table").forEach((table) => table.remove());
        return copy.textContent ?? "";
      });
      expect(seedSampleFiguresIn(outsideTables)).toEqual([]);
      await context.close();
    },
  );
});
