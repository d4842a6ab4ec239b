import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accountOffers, essentielWithdrawals, type AccountOfferId } from "../../domain/accounts";
import { bank } from "../../domain/bank";
import { formatLongDate } from "../../domain/dates";
import { formatEuros, formatRate, formatWholeEuros } from "../../domain/format";
import {
  accountFees,
  accountOfferNames,
  accountOfferServices,
  annualPrice,
  debitCardServices,
  overdraftTaeg,
  type DebitCard,
} from "../../domain/currentAccount/fees";
import { bankIdentifiers, frenchIban, printedIban } from "../../domain/currentAccount/iban";
import { bytesOf, flowing, infoEntry, textOf } from "../../tests/support/pdf-text";
import {
  renderAccountAgreementPdf,
  renderFeeInformationPdf,
  renderRibPdf,
  type AgreementHolder,
} from "./account-documents-pdf";

/** Issued on a Monday at 11:42 in Paris. */
const issuedAt = new Date("2026-11-23T10:42:00Z");
const issuedOn = "2026-11-23";

const holder: AgreementHolder = {
  firstName: "Camille",
  lastName: "Durand",
  birthDate: "1985-04-12",
  birthPlace: "Liège",
  birthCountry: "BE",
  addressLine: "12 avenue des Tilleuls",
  addressComplement: "Bâtiment B",
  postalCode: "69003",
  city: "Lyon",
  country: "FR",
};
const openingId = "3f0c6a2e-9b1d-4e7a-8c55-1d2e3f4a5b6c";
const iban = frenchIban({ ...bankIdentifiers, accountNumber: "00012345678" });

const offers = Object.keys(accountOffers) as AccountOfferId[];
const cards: DebitCard[] = ["immediateDebit", "deferredDebit", "systematicAuthorisation"];

const expectAll = (text: string, mentions: readonly string[]) => {
  for (const mention of mentions) expect(text).toContain(flowing(mention));
};

/** The figures of `offer` as the fee information document and the agreement must both give them. */
function overdraftMentions(offer: AccountOfferId): string[] {
  const { overdraftLimit } = accountOffers[offer];
  return overdraftLimit === 0
    ? []
    : [
        formatWholeEuros(overdraftLimit),
        formatRate(accountFees.debitRate),
        formatRate(overdraftTaeg),
      ];
}

describe("renderFeeInformationPdf", () => {
  it.each(offers)(
    "gives the $0 offer's fees in the template of Regulation 2018/34",
    async (offer) => {
      const { monthlyPrice, overdraftLimit, foreignPaymentFee } = accountOffers[offer];
      const text = textOf(await renderFeeInformationPdf(offer, { issuedAt }));

      expectAll(text, [
        "Document d'information tarifaire",
        `Nom du prestataire du compte : ${bank.legalName}`,
        `Intitulé du compte : Compte de dépôt, offre ${accountOfferNames[offer]}`,
        `Date : ${formatLongDate(issuedOn)}`,
        "Le présent document vous informe des frais liés à l'utilisation des principaux services associés au compte de paiement.",
        "Un glossaire des termes employés dans le présent document est disponible gratuitement",
        `Par mois ${formatEuros(monthlyPrice)}`,
        `Total des frais annuels ${formatEuros(Math.round(monthlyPrice * 1200) / 100)}`,
        `Virement (cas d'un virement SEPA occasionnel) En ligne ${formatWholeEuros(accountFees.sepaTransfer)}`,
        `Commission d'intervention Par opération ${formatWholeEuros(accountFees.interventionCommission)}`,
      ]);
      // The template's sub-headings, in its order.
      const headings = [
        "Services de compte généraux",
        "Paiements (à l'exclusion des cartes)",
        "Cartes et espèces",
        "Découverts et services connexes",
        "Autres services",
      ].map((heading) => text.indexOf(heading));
      expect(headings.every((at) => at >= 0)).toBe(true);
      expect(headings).toEqual([...headings].sort((a, b) => a - b));

      for (const card of cards) {
        const offered = accountOfferServices[offer].cards.includes(card);
        expect(text).toContain(
          flowing(`${debitCardServices[card]}${offered ? " Compris" : " Non proposé"}`),
        );
      }
      expect(text).toContain(
        flowing(
          foreignPaymentFee === 0
            ? `Paiement par carte (hors zone euro) ${formatWholeEuros(0)}`
            : `Paiement par carte (hors zone euro) Par paiement ${formatRate(foreignPaymentFee)} du montant`,
        ),
      );
      if (overdraftLimit === 0) {
        expect(text).toContain("Autorisation de découvert Non proposé");
      } else {
        expectAll(text, [
          `Montant maximal ${formatWholeEuros(overdraftLimit)}`,
          `Taux débiteur annuel ${formatRate(accountFees.debitRate)}`,
          `TAEG ${formatRate(overdraftTaeg)}`,
        ]);
      }
      const withdrawals = flowing(
        `Les ${essentielWithdrawals.freePerMonth} premiers retraits du mois ${formatWholeEuros(0)} Au-delà, par retrait ${formatEuros(essentielWithdrawals.extraFee)}`,
      );
      if (offer === "essentiel") expect(text).toContain(withdrawals);
      else expect(text).not.toContain(withdrawals);
      expect(text).toContain(
        flowing(
          accountOfferServices[offer].paymentMeansInsurance
            ? `moyens de paiement Compris dans le prix mensuel de l'offre. Par an ${formatWholeEuros(0)}`
            : "moyens de paiement Non proposé",
        ),
      );
    },
  );
});

describe("renderAccountAgreementPdf", () => {
  it.each(offers)("binds the holder to the $0 offer, its fees and its rights", async (offer) => {
    const { monthlyPrice, foreignPaymentFee } = accountOffers[offer];
    const pdf = await renderAccountAgreementPdf({ offer, holder, openingId }, { issuedAt });
    // A line may break after the slash of an address: read it back whole.
    const text = textOf(pdf).replaceAll("/ ", "/");

    expectAll(text, [
      "Convention de compte de dépôt",
      `Référence ${openingId}`,
      `émise le ${formatLongDate(issuedOn)}`,
      // The parties.
      `${bank.legalName}, ${bank.capital}, ${bank.rcs}, ${bank.licence}`,
      `Siège : ${bank.address}`,
      `Le titulaire : Camille Durand, né(e) le ${formatLongDate(holder.birthDate)} à Liège (Belgique), demeurant 12 avenue des Tilleuls, Bâtiment B, 69003 Lyon, France`,
      // Opening at a distance.
      "article R561-5-2 du Code monétaire et financier",
      "la copie d'une pièce d'identité officielle en cours de validité",
      "un premier virement reçu sur le compte depuis un compte ouvert à son nom",
      "Union européenne ou de l'Espace économique européen",
      // The offer and its fees.
      `l'offre ${accountOfferNames[offer]}, au prix de ${formatEuros(monthlyPrice)} par mois, soit ${formatEuros(annualPrice(offer))} par an`,
      foreignPaymentFee === 0
        ? "paiement par carte hors zone euro sans frais"
        : `paiement par carte hors zone euro, ${formatRate(foreignPaymentFee)} du montant`,
      "document d'information tarifaire",
      ...overdraftMentions(offer),
      // The card.
      "une carte virtuelle est disponible dans l'application",
      "La carte physique est envoyée par courrier à l'adresse du titulaire",
      // Rights.
      "14 jours calendaires révolus",
      "article L222-7 du Code de la consommation",
      "le bouton « Renoncer au contrat ici », disponible pendant tout le délai, puis « Confirmer la rétractation » (article L222-8 du Code de la consommation)",
      "un accusé de réception qui reprend sa déclaration ainsi que la date et l'heure de son envoi",
      "Le compte ne fonctionne pendant ce délai que si le titulaire le demande",
      "au plus tard deux mois avant la date proposée pour son application (article L312-1-1",
      "à tout moment, sans frais",
      "préavis de deux mois",
      "Fonds de garantie des dépôts et de résolution (FGDR) jusqu'à 100 000 € par déposant",
      `Médiateur d'${bank.name}`,
      `${bank.siteUrl}/politiquesConfidentialite`,
      "régie par le droit français",
    ]);
    if (accountOffers[offer].overdraftLimit === 0) {
      expect(text).toContain("ne comprend pas d'autorisation de découvert");
    } else {
      expect(text).toContain(
        flowing(
          `jusqu'à ${formatWholeEuros(accountOffers[offer].overdraftLimit)}. Les sommes utilisées portent intérêts au taux débiteur annuel de ${formatRate(accountFees.debitRate)}, soit un TAEG de ${formatRate(overdraftTaeg)}`,
        ),
      );
    }
  });

  it("writes a name the standard fonts cannot draw with its base letters", async () => {
    const text = textOf(
      await renderAccountAgreementPdf(
        {
          offer: "plus",
          holder: { ...holder, firstName: "Łukasz", lastName: "Dvořák" },
          openingId,
        },
        { issuedAt },
      ),
    );
    expect(text).toContain("Lukasz Dvorák");
  });
});

describe("renderRibPdf", () => {
  it("gives the holder, the IBAN in groups of four, the RIB's four parts, the BIC and the bank", async () => {
    const text = textOf(await renderRibPdf({ holder, iban }, { issuedAt }));
    const printed = printedIban(iban);
    expect(printed).toMatch(/^FR76(?: [0-9A-Z]{4}){5} [0-9A-Z]{3}$/);
    expectAll(text, [
      "Relevé d'identité bancaire",
      "Camille Durand 12 avenue des Tilleuls Bâtiment B 69003 Lyon France",
      printed,
      `Code banque Code guichet Numéro de compte Clé RIB ${bankIdentifiers.bankCode} ${bankIdentifiers.branchCode} 00012345678 ${iban.slice(25)}`,
      bankIdentifiers.bic,
      `Domiciliation ${bank.legalName} ${bank.address}`,
    ]);
  });

  it("refuses an IBAN that is not one of the bank's", async () => {
    const elsewhere = frenchIban({
      bankCode: "30006",
      branchCode: "00001",
      accountNumber: "12345678901",
    });
    await expect(renderRibPdf({ holder, iban: elsewhere }, { issuedAt })).rejects.toThrow(
      RangeError,
    );
    await expect(
      renderRibPdf({ holder, iban: `${iban.slice(0, -1)}0` }, { issuedAt }),
    ).rejects.toThrow(RangeError);
  });
});

describe("the documents of an opening", () => {
  const documents = [
    ["fee information document", (at: Date) => renderFeeInformationPdf("plus", { issuedAt: at })],
    [
      "account agreement",
      (at: Date) =>
        renderAccountAgreementPdf({ offer: "premium", holder, openingId }, { issuedAt: at }),
    ],
    ["RIB", (at: Date) => renderRibPdf({ holder, iban }, { issuedAt: at })],
  ] as const;

  it.each(documents)(
    "give the same bytes for the same inputs and moment, and are tagged French: the %s",
    async (_name, render) => {
      const first = await render(issuedAt);
      const second = await render(issuedAt);
      const digest = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");
      expect(digest(second)).toBe(digest(first));
      const later = await render(new Date(issuedAt.getTime() + 1000));
      expect(digest(later)).not.toBe(digest(first));

      expect(infoEntry(first, "CreationDate")).toBe("D:20261123104200Z");
      expect(infoEntry(first, "Author")).toBe(bank.name);
      const file = bytesOf(first);
      expect(file).toContain("/Lang (fr-FR)");
      expect(file).toContain("/Marked true");
      expect(file).toContain("/StructTreeRoot");
      expect(file).not.toMatch(/\/FontFile|\/URI|\/Launch|\/JavaScript/);
    },
  );
});
