import { describe, expect, it } from "vitest";
import type { LoanSimulatorParams } from "~/content/loans";
import { applicationText } from "~/content/application.i18n";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import { pretPersonnelContent } from "~/content/pretPersonnel.i18n";
import { pretTravauxContent } from "~/content/pretTravaux.i18n";
import { pretVoyageContent } from "~/content/pretVoyage.i18n";
import { documentChecklists } from "@domain/credit/documents";
import { creditProducts, type CreditProduct } from "@domain/credit/products";
import { locales, type Locale } from "@domain/i18n/locales";
import { documentName } from "~/lib/documentNames";
import { writtenMessages } from "../../../tests/support/messages";
import { defaultLoanOptions, optionLabel } from "./loanProducts";

/** Each credit page's simulator and checklist, in one language. */
async function creditPage(product: CreditProduct, locale: Locale) {
  switch (product) {
    case "pretAuto": {
      const page = await pretAutoContent.load(locale);
      return {
        simulator: page.autoSimulator as LoanSimulatorParams,
        documents: page.autoDocuments,
      };
    }
    case "pretPersonnel": {
      const page = await pretPersonnelContent.load(locale);
      return { simulator: page.personalSimulator, documents: page.personalDocuments };
    }
    case "pretVoyage": {
      const page = await pretVoyageContent.load(locale);
      return { simulator: page.travelSimulator, documents: page.travelDocuments };
    }
    case "pretTravaux": {
      const page = await pretTravauxContent.load(locale);
      return { simulator: page.worksSimulator, documents: undefined };
    }
  }
}

describe.each(locales)("the application's words in %s", (locale) => {
  it.each(creditProducts)("name %s's choice as its credit page does", async (product) => {
    const texts = await applicationText.load(locale);
    const { simulator } = await creditPage(product, locale);
    expect(texts.loanOptions[product].label).toBe(simulator.rateChoice.label);
    for (const option of simulator.rateChoice.options) {
      expect(optionLabel(texts.loanOptions, product, option.value)).toBe(option.label);
    }
    expect(defaultLoanOptions[product]).toBe(simulator.rateChoice.defaultValue);
  });

  it("name each document as one of the credit pages does", async () => {
    const texts = await applicationText.load(locale);
    const pages = await Promise.all(creditProducts.map((product) => creditPage(product, locale)));
    const pagesWords = pages.flatMap((page) => page.documents ?? []);
    for (const product of creditProducts) {
      for (const { code } of documentChecklists[product]) {
        // The works loan's page lists no documents: its quotes are the application's own words.
        if (product === "pretTravaux" && code === "quoteOrInvoice") continue;
        expect(pagesWords).toContain(documentName(texts.documentNames, product, code));
      }
    }
  });

  it("name each document as the catalog does in the server's missing-documents message", async () => {
    const texts = await applicationText.load(locale);
    const catalog = writtenMessages(locale);
    expect(texts.documentNames).toEqual({
      common: {
        identity: catalog.documentIdentity,
        proofOfAddress: catalog.documentProofOfAddress,
        payslips: catalog.documentPayslips,
        taxNotice: catalog.documentTaxNotice,
      },
      quoteOrInvoice: {
        pretAuto: catalog.documentVehicleQuote,
        pretTravaux: catalog.documentWorksQuotes,
      },
    });
  });
});
