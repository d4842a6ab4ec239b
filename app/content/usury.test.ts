import { describe, expect, it } from "vitest";
import { taeg } from "@domain/credit/finance";
import { loanOffers } from "@domain/credit/offers";
import { usuryRate, usuryThresholds } from "@domain/credit/usury";
import { amountsLent } from "@domain/credit/usury.testing";
import { representativeExamples } from "./credit";
import { pretAutoContent } from "./pretAuto.i18n";

const { financingSolutions, vehicleCategories } = await pretAutoContent.load("fr");

/** The offers' own amounts, durations and options are checked beside them, in the domain. */
describe("no TAEG the credit pages show reaches the usury threshold of its band", () => {
  it("the representative examples", () => {
    for (const example of Object.values(representativeExamples)) {
      expect(taeg(example)).toBeLessThan(usuryRate(usuryThresholds, example.amount));
    }
  });

  it("the starting rates of /pretAuto's cards, under the strictest threshold of the amounts lent", () => {
    const strictest = Math.min(
      ...amountsLent(loanOffers.pretAuto).map((amount) => usuryRate(usuryThresholds, amount)),
    );
    const shown = [...financingSolutions, ...vehicleCategories].flatMap((card) =>
      card.startingRate ? [card.startingRate.taeg] : [],
    );
    expect(shown).toHaveLength(4);
    for (const text of shown) {
      const percent = Number(text.match(/(\d+,\d+)/)?.[1]?.replace(",", "."));
      expect(percent / 100).toBeLessThan(strictest);
    }
  });
});
