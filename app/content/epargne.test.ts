import { describe, expect, it } from "vitest";
import { epargneContent } from "./epargne.i18n";
import { savingsPlacements, savingsSimulator } from "./savings";

const content = await epargneContent.load("fr");
const {
  capitalLossWarning,
  epargneDefaultTab,
  epargneHero,
  epargneTabs,
  rateNatures,
  ratesNotice,
  savingsAdvice,
  savingsFaq,
  savingsProducts,
  savingsRatesTable,
  savingsSimulationNotice,
  savingsSimulatorText,
} = content;

/** Intl puts narrow no-break spaces in amounts: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

const placement = (id: string) => savingsPlacements.find((item) => item.id === id);
const product = (id: string) => savingsProducts.find((item) => item.id === id);

describe("épargne page content", () => {
  it("opens on the products tab and keeps the seed's tab ids", () => {
    const ids = epargneTabs.map((tab) => tab.id);
    expect(ids).toEqual(expect.arrayContaining(["produits", "conseils"]));
    expect(epargneDefaultTab).toBe("produits");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sends the hero button to the signup page", () => {
    expect(epargneHero.cta?.to).toBe("/signup");
  });

  it("holds the official regulated rates with their date, and the seed's ceilings", () => {
    expect(placement("livretA")).toMatchObject({
      annualRate: 0.015,
      rate: { kind: "regulated", since: "2026-02-01" },
      ceiling: 22_950,
      capitalAtRisk: false,
    });
    expect(placement("ldds")).toMatchObject({
      annualRate: 0.015,
      rate: { kind: "regulated", since: "2026-02-01" },
      ceiling: 12_000,
      capitalAtRisk: false,
    });
    expect(placement("assuranceVie")).toMatchObject({
      annualRate: 0.02,
      rate: { kind: "assumption" },
      capitalAtRisk: false,
    });
    expect(placement("pea")).toMatchObject({
      annualRate: 0.06,
      rate: { kind: "assumption" },
      capitalAtRisk: true,
    });
  });

  it("dates the regulated rates wherever they are shown, and never shows the outdated 3 %", () => {
    expect(rateNatures.livretA).toBe(
      "Taux réglementé en vigueur depuis le 1er février 2026, net d'impôt",
    );
    expect(plain(product("livretA")?.accroche ?? "")).toBe(
      "Taux de 1,50 % net depuis le 1er février 2026",
    );
    expect(plain(product("ldds")?.accroche ?? "")).toBe(
      "Taux de 1,50 % net depuis le 1er février 2026",
    );
    expect(plain(JSON.stringify(content))).not.toMatch(/3,00 %|Taux en vigueur à la date/);
  });

  it("explains that livret interest is counted by fortnight and credited on 31 December", () => {
    expect(savingsSimulationNotice).toMatch(/par quinzaine/);
    expect(savingsSimulationNotice).toMatch(/1er ou du 16/);
    expect(savingsSimulationNotice).toMatch(/31 décembre/);
  });

  it("gives the simulator the seed's durations, the Livret A opening minimum and defaults below its ceiling", () => {
    expect(savingsSimulator.durations).toEqual([5, 10, 15, 20]);
    expect(savingsSimulator.durations).toContain(savingsSimulator.defaultDuration);
    expect(savingsSimulator.initialDeposit.min).toBe(10);
    expect(savingsSimulator.defaultPlacement).toBe("livretA");
    const { initialDeposit, monthlyDeposit, defaultDuration } = savingsSimulator;
    expect(
      initialDeposit.defaultValue + monthlyDeposit.defaultValue * 12 * defaultDuration,
    ).toBeLessThan(placement("livretA")?.ceiling ?? 0);
  });

  it("counts a livret's ceiling on the balance and a PEA's on the deposits", () => {
    expect(placement("livretA")?.ceilingOn).toBe("balance");
    expect(placement("ldds")?.ceilingOn).toBe("balance");
    expect(placement("pea")?.ceilingOn).toBe("deposits");
  });

  it("presents the life-insurance and PEA rates as assumptions, never as a return, with the capital-loss warning", () => {
    expect(rateNatures.pea).toMatch(/hypothèse illustrative, non garantie/);
    expect(rateNatures.assuranceVie).toMatch(/hypothèse .* non garantie/);
    expect(product("assuranceVie")?.accroche).toMatch(/hypothèse .* non garantie/);
    expect(capitalLossWarning).toMatch(/perdre tout ou partie/);
    expect(ratesNotice).toContain(capitalLossWarning);
    expect(JSON.stringify(content)).not.toMatch(/rendement cible|garanti à 6/i);
  });

  it("describes the four savings products with the seed's figures", () => {
    expect(savingsProducts.map((item) => item.id)).toEqual([
      "livretA",
      "ldds",
      "pel",
      "assuranceVie",
    ]);
    const livretA = plain(product("livretA")?.caracteristiques.join(" ") ?? "");
    expect(livretA).toContain("10 €");
    expect(livretA).toContain("22 950 €");
    expect(livretA).toMatch(/disponible à tout moment/);
    expect(plain(product("livretA")?.accroche ?? "")).toContain("1,50 %");
    expect(plain(product("ldds")?.caracteristiques.join(" ") ?? "")).toContain("12 000 €");
    expect(product("pel")?.caracteristiques.join(" ")).toMatch(/au moins 4 ans/);
    const lifeInsurance = product("assuranceVie");
    expect(plain(lifeInsurance?.accroche ?? "")).toContain("2,00 %");
    expect(lifeInsurance?.caracteristiques.join(" ")).toMatch(/8 ans/);
    expect(lifeInsurance?.caracteristiques.join(" ")).toMatch(/perte en capital/);
  });

  it("fills every cell of the rates table", () => {
    expect(savingsRatesTable.columns).toHaveLength(savingsPlacements.length);
    for (const row of savingsRatesTable.rows)
      expect(row.values).toHaveLength(savingsRatesTable.columns.length);
    const ceilings = savingsRatesTable.rows.find((row) => row.label.startsWith("Plafond"));
    expect(ceilings?.values.map(plain).slice(0, 2)).toEqual(["22 950 €", "12 000 €"]);
  });

  it("says when the regulated rates change and since when these apply", () => {
    expect(ratesNotice).toMatch(/révisés au 1er février et au 1er août/);
    expect(ratesNotice).toMatch(/en vigueur depuis le 1er février 2026/);
  });

  it("gives the four kinds of advice and a FAQ covering the customer's questions", () => {
    const advice = savingsAdvice.map((card) => card.title).join(" ");
    for (const topic of [/précaution/, /Diversifiez/, /horizon/, /fiscalité/])
      expect(advice).toMatch(topic);
    expect(savingsFaq.length).toBeGreaterThanOrEqual(5);
    expect(savingsFaq.length).toBeLessThanOrEqual(6);
    expect(new Set(savingsFaq.map((item) => item.question)).size).toBe(savingsFaq.length);
    const questions = savingsFaq.map((item) => item.question).join(" ");
    for (const topic of [
      /plafonds/,
      /imposée/,
      /retirer/,
      /plan épargne logement/,
      /8 ans/,
      /ouvrir/,
    ]) {
      expect(questions).toMatch(topic);
    }
  });

  it("says in French what a ceiling changed to the deposits, the first year as an ordinal", () => {
    expect(
      plain(
        savingsSimulatorText.ceilingReached({ name: "Livret A", ceiling: "22 950 €", year: 10 }),
      ),
    ).toBe(
      "Le plafond de versements du Livret A, 22 950 €, est atteint la 10e année : vos versements s'arrêtent alors. Les intérêts continuent de s'ajouter.",
    );
    expect(
      savingsSimulatorText.ceilingReached({ name: "LDDS", ceiling: "12 000 €", year: 1 }),
    ).toContain("la 1re année");
    expect(
      plain(savingsSimulatorText.ceilingOnInitial({ name: "LDDS", ceiling: "12 000 €" })),
    ).toBe(
      "Le plafond de versements du LDDS est de 12 000 € : seuls 12 000 € de votre versement initial y sont placés, et aucun versement mensuel n'est possible. Les intérêts continuent de s'ajouter.",
    );
  });
});
