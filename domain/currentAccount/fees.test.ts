import { describe, expect, it } from "vitest";
import { accountOffers, type AccountOfferId } from "../accounts";
import { formatRate } from "../format";
import {
  accountFees,
  annualPrice,
  feeInformationDocument,
  notOffered,
  overdraftTaeg,
} from "./fees";

const offers = Object.keys(accountOffers) as AccountOfferId[];
const issuedOn = "2026-11-23";

describe("feeInformationDocument", () => {
  it.each(offers)(
    "lists each service of the $0 offer once, under the template's headings",
    (offer) => {
      const document = feeInformationDocument(offer, { issuedOn });
      expect(document.headings.map((heading) => heading.title)).toEqual([
        "Services de compte généraux",
        "Paiements (à l'exclusion des cartes)",
        "Cartes et espèces",
        "Découverts et services connexes",
        "Autres services",
      ]);
      const services = document.headings.flatMap((heading) => heading.services);
      expect(new Set(services.map((service) => service.service)).size).toBe(services.length);
      // Every line gives a fee, or says the service is not offered, alone on its line.
      for (const service of services) {
        expect(service.fees.length).toBeGreaterThan(0);
        for (const line of service.fees) {
          expect(line.fee).toMatch(/€|%|^Non proposé$/);
          if (line.fee === notOffered) expect(service.fees).toHaveLength(1);
        }
      }
    },
  );

  it("says the overdraft is not offered where the offer has none", () => {
    for (const offer of offers) {
      const overdraft = feeInformationDocument(offer, { issuedOn })
        .headings.flatMap((heading) => heading.services)
        .find((service) => service.service === "Autorisation de découvert");
      const offered = accountOffers[offer].overdraftLimit > 0;
      expect(overdraft?.fees.some((line) => line.fee === notOffered)).toBe(!offered);
      if (offered)
        expect(overdraft?.fees.map((line) => line.fee)).toContain(formatRate(overdraftTaeg));
    }
  });
});

describe("the figures", () => {
  it("prices a year as twelve months, to the cent", () => {
    for (const offer of offers) {
      expect(annualPrice(offer) * 100).toBe(accountOffers[offer].monthlyPrice * 1200);
    }
  });

  it("gives the overdraft's TAEG as the debit rate compounded each quarter", () => {
    const rate = accountFees.debitRate;
    expect(overdraftTaeg).toBeCloseTo((1 + rate / 4) ** 4 - 1, 4);
    expect(overdraftTaeg).toBeGreaterThan(rate);
  });
});
