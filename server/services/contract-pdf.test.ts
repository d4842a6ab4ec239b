import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { representativeExamples } from "~/content/credit";
import { bank } from "../../domain/bank";
import type { ContractApplication } from "../../domain/credit/contract";
import { formatLongDate } from "../../domain/dates";
import { formatEuros, formatRate } from "../../domain/format";
import { priceLoan, type LoanPrice } from "../../domain/credit/pricing";
import type { CreditProduct } from "../../domain/credit/products";
import { offerValidUntil, withdrawalEndsOn } from "../../domain/credit/workflow";
import { bytesOf, flowing, infoEntry, pageCount, textOf } from "../../tests/support/pdf-text";
import { renderContractPdf } from "./contract-pdf";

/** Accepted on a Monday at 11:42 in Paris. */
const issuedAt = new Date("2026-11-23T10:42:00Z");
const issuedOn = "2026-11-23";

const borrower = {
  firstName: "Camille",
  lastName: "Durand",
  birthDate: "1985-04-12",
  country: "FR",
};

/** The representative examples, priced by the simulator's option for each. */
interface Example {
  product: CreditProduct;
  option: string;
  insurance: boolean;
}
const insuredCar: Example = { product: "pretAuto", option: "occasion", insurance: true };
const uninsuredPersonal: Example = {
  product: "pretPersonnel",
  option: "equipement",
  insurance: false,
};
const examples = [
  insuredCar,
  uninsuredPersonal,
  { product: "pretTravaux", option: "interiorRenovation", insurance: true },
] satisfies Example[];

function offerOf({ product, option, insurance }: Example): {
  application: ContractApplication;
  price: LoanPrice;
} {
  const { amount, months } = representativeExamples[product];
  const priced = priceLoan({ product, amount, months, option, insurance });
  if (!priced.ok) throw new Error(`${product} is no longer offered`);
  return {
    application: {
      id: "0b6c2f1e-7d4a-4c1b-9a55-3e2f1d0c9b8a",
      product,
      amount,
      months,
      insurance,
      borrower,
    },
    price: priced.price,
  };
}

describe("renderContractPdf", () => {
  it.each(examples)(
    "states every mention of the $product offer, its figures the pricing's to the cent",
    async (example) => {
      const { application, price } = offerOf(example);
      const { summary, insurance } = price;
      expect(price.annualRate).toBe(representativeExamples[example.product].annualRate);
      const text = textOf(await renderContractPdf(application, price, { issuedAt }));

      const mentions = [
        // Title, parties and supervisor.
        "Offre de contrat de crédit à la consommation",
        "Attention ! Un crédit coûte de l'argent et doit être remboursé !",
        `Référence ${application.id}`,
        bank.legalName,
        bank.address,
        bank.rcs,
        bank.licence,
        "Camille Durand",
        `Né(e) le ${formatLongDate(borrower.birthDate)}`,
        "Pays de résidence : France",
        `Autorité de contrôle ${bank.supervisor}`,
        // The credit.
        `Montant total du crédit ${formatEuros(application.amount)}`,
        `Durée du contrat de crédit ${application.months} mois`,
        `Taux débiteur fixe de ${formatRate(price.annualRate)} par an`,
        `TAEG fixe ${formatRate(summary.taeg)}`,
        `${application.months - 1} mensualités de ${formatEuros(summary.monthlyPayment)}, puis une dernière de ${formatEuros(summary.schedule.at(-1)?.payment ?? 0)}`,
        `${formatEuros(summary.totalInterest)} d'intérêts`,
        `Montant total dû ${formatEuros(summary.totalDue)}`,
        // Rights and duties.
        `jusqu'au ${formatLongDate(offerValidUntil(issuedOn))} inclus (article L312-18`,
        "pendant 14 jours calendaires à compter de votre acceptation",
        `rétractée jusqu'au ${formatLongDate(withdrawalEndsOn(issuedOn))} inclus`,
        "Remboursement anticipé",
        "Le prêteur ne demande aucune indemnité en cas de remboursement anticipé.",
        "Article L312-34",
        `intérêts de retard au taux débiteur du crédit, soit ${formatRate(price.annualRate)} par an`,
        "(article L312-39",
        "fichier national des incidents de remboursement des crédits aux particuliers (FICP)",
        `Médiateur d'${bank.name}`,
        `Réclamations à ${bank.email}`,
      ];
      for (const mention of mentions) expect(text).toContain(flowing(mention));

      const insured = [
        `${formatEuros(insurance.monthlyPremium)} par mois, soit une mensualité de ${formatEuros(insurance.monthlyPaymentWithInsurance)}`,
        `Coût total de l'assurance sur ${application.months} mois : ${formatEuros(insurance.totalCost)}`,
        `(TAEA) : ${formatRate(insurance.taea)}`,
      ];
      for (const mention of insured) {
        if (application.insurance) expect(text).toContain(flowing(mention));
        else expect(text).not.toContain(flowing(mention));
      }
      if (!application.insurance) {
        expect(text).toContain("Vous n'avez pas choisi d'adhérer à l'assurance");
      }
    },
  );

  it.each(examples)(
    "draws one schedule row per month of the $product loan, as priced",
    async (example) => {
      const { application, price } = offerOf(example);
      const text = textOf(await renderContractPdf(application, price, { issuedAt }));
      const premium = price.insurance.monthlyPremium;
      const rows = price.summary.schedule;
      expect(rows).toHaveLength(application.months);
      for (const row of rows) {
        const cells = [row.month, row.payment, row.interest, row.principal];
        const line = [
          String(row.month),
          ...cells.slice(1).map((cell) => formatEuros(cell)),
          ...(application.insurance
            ? [formatEuros(premium), formatEuros(Math.round((row.payment + premium) * 100) / 100)]
            : []),
          formatEuros(row.remaining),
        ].join(" ");
        expect(text).toContain(flowing(` ${line} `));
      }
      // No row beyond the last month.
      const after = [String(application.months + 1), formatEuros(rows[0]?.payment ?? 0)].join(" ");
      expect(text).not.toContain(flowing(` ${after} `));
      expect(rows.at(-1)?.remaining).toBe(0);
    },
  );

  it("ends with the detachable withdrawal slip of the Consumer Code's model", async () => {
    const { application, price } = offerOf(insuredCar);
    const pdf = await renderContractPdf(application, price, { issuedAt });
    const text = textOf(pdf);
    const slip = text.slice(text.lastIndexOf("Bordereau de rétractation"));
    for (const line of [
      "Formulaire détachable : découpez suivant le pointillé",
      "Ce formulaire est à compléter et à renvoyer uniquement si vous souhaitez vous rétracter de votre contrat de crédit.",
      "À renvoyer au plus tard quatorze jours après la date de votre acceptation de l'offre de contrat de crédit.",
      `par lettre recommandée avec avis de réception (1), à ${bank.legalName}, ${bank.address}`,
      `référence ${application.id}`,
      "Je soussigné(e) (*)",
      "déclare renoncer à l'offre de crédit de (*)",
      "Nom et prénom de l'emprunteur (*) :",
      "Adresse de l'emprunteur (*) :",
      "Date (*) :",
      "Signature de l'emprunteur :",
    ]) {
      expect(text).toContain(flowing(line));
    }
    expect(slip).toContain("Signature de l'emprunteur :");
    // The slip's page is the last, and holds nothing else but the footer.
    const pages = pageCount(pdf);
    expect(text).toContain(`Page ${pages} sur ${pages}`);
    expect(text.indexOf("Formulaire détachable")).toBeGreaterThan(
      text.indexOf("Autorité de contrôle"),
    );
  });

  it("names the document, and gives the same bytes for the same offer and moment", async () => {
    const { application, price } = offerOf(uninsuredPersonal);
    const first = await renderContractPdf(application, price, { issuedAt });
    const second = await renderContractPdf(application, price, { issuedAt });
    expect(first.equals(second)).toBe(true);
    const digest = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");
    const later = await renderContractPdf(application, price, {
      issuedAt: new Date(issuedAt.getTime() + 1000),
    });
    expect(digest(later)).not.toBe(digest(first));
    expect(infoEntry(first, "Title")).toMatch(/^Offre de contrat de crédit à la consommation : /);
    expect(infoEntry(first, "CreationDate")).toBe("D:20261123104200Z");
    const file = bytesOf(first);
    expect(file).toContain("/Lang (fr-FR)");
    expect(file).toContain("/StructTreeRoot");
    expect(file).not.toMatch(/\/FontFile|\/URI|\/Launch|\/JavaScript/);
  });
});
