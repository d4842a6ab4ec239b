import { describe, expect, it } from "vitest";
import { representativeExamples } from "~/content/credit";
import type { ContractApplication } from "../../domain/credit/contract";
import { formatEuros, formatRate } from "../../domain/format";
import { priceLoan } from "../../domain/credit/pricing";
import type { CreditProduct } from "../../domain/credit/products";
import { flowing, infoEntry, scheduleRowsOf, textOf } from "../../tests/support/pdf-text";
import { renderContractPdf } from "./contract-pdf";
import { renderSchedulePdf } from "./schedule-pdf";

const issuedAt = new Date("2026-11-23T10:42:00Z");

function offerOf(product: CreditProduct, option: string, insurance: boolean) {
  const { amount, months } = representativeExamples[product];
  const priced = priceLoan({ product, amount, months, option, insurance });
  if (!priced.ok) throw new Error(`${product} is no longer offered`);
  const application: ContractApplication = {
    id: "0b6c2f1e-7d4a-4c1b-9a55-3e2f1d0c9b8a",
    product,
    amount,
    months,
    insurance,
    borrower: { firstName: "Camille", lastName: "Durand", birthDate: "1985-04-12", country: "FR" },
  };
  return { application, price: priced.price };
}

describe("renderSchedulePdf", () => {
  it.each([
    { product: "pretAuto", option: "occasion", insurance: true },
    { product: "pretPersonnel", option: "equipement", insurance: false },
  ] as const)(
    "prints the $product contract's schedule, line for line and to the cent",
    async ({ product, option, insurance }) => {
      const { application, price } = offerOf(product, option, insurance);
      const contract = scheduleRowsOf(await renderContractPdf(application, price, { issuedAt }));
      const pdf = await renderSchedulePdf(application, price, { issuedAt });
      const text = textOf(pdf);
      expect(contract).toHaveLength(application.months);
      expect(scheduleRowsOf(pdf)).toEqual(contract);
      const last = price.summary.schedule.at(-1);
      expect(contract.at(-1)).toBe(
        [
          String(application.months),
          formatEuros(last?.payment ?? 0),
          formatEuros(last?.interest ?? 0),
          formatEuros(last?.principal ?? 0),
          ...(insurance
            ? [
                formatEuros(price.insurance.monthlyPremium),
                formatEuros(
                  Math.round(((last?.payment ?? 0) + price.insurance.monthlyPremium) * 100) / 100,
                ),
              ]
            : []),
          formatEuros(0),
        ]
          .map(flowing)
          .join(" "),
      );

      for (const mention of [
        "Tableau d'amortissement",
        `de ${formatEuros(application.amount)} sur ${application.months} mois`,
        `taux débiteur fixe de ${formatRate(price.annualRate)}`,
        `TAEG fixe ${formatRate(price.summary.taeg)}`,
        `référence ${application.id}, émise le 23 novembre 2026`,
        "qui seule fait foi",
      ]) {
        expect(text).toContain(flowing(mention));
      }
      // The same offer and moment give the same bytes, dated at the issue.
      const again = await renderSchedulePdf(application, price, { issuedAt });
      expect(again.equals(pdf)).toBe(true);
      expect(infoEntry(pdf, "CreationDate")).toBe("D:20261123104200Z");
    },
  );
});
