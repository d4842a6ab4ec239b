import { accountOffers, type AccountOfferId } from "@domain/accounts";
import type { AnswerStep } from "@domain/currentAccount/opening";
import type {
  AccountPurpose,
  ExpectedMonthlyInflow,
  IdentityDocumentKind,
  MonthlyIncomeBand,
  Occupation,
} from "@domain/forms/accountOpening";
import {
  expectedMonthlyInflowBounds,
  monthlyIncomeBounds,
  type AmountBand,
} from "@domain/forms/accountOpeningBands";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Translate } from "~/i18n/catalogs";

/** An offer as its card shows it: its name and its terms, written from the domain's figures. */
export interface OfferCard {
  id: AccountOfferId;
  name: string;
  price: string;
  overdraft: string;
  foreignFee: string;
}

/**
 * The opening of a current account in one language (issue 34): the page, its step tracker, each
 * answer step's form and the summary, from the `accountOpening` catalogs
 * (app/content/catalogs/accountOpening/<language>.po). The offers' prices, overdrafts and fees and
 * the bands' amounts are the domain's, written by its formatter; the choices are the domain's codes.
 */
export function accountOpeningContentIn(t: Translate, locale: Locale) {
  const { percent, wholeEuros } = numberFormats(locale);

  const offerCard = (id: AccountOfferId, name: string): OfferCard => {
    const { monthlyPrice, overdraftLimit, foreignPaymentFee } = accountOffers[id];
    return {
      id,
      name,
      price: t("offers.price", { price: wholeEuros(monthlyPrice) }),
      overdraft:
        overdraftLimit > 0
          ? t("offers.overdraft", { limit: wholeEuros(overdraftLimit) })
          : t("offers.noOverdraft"),
      foreignFee:
        foreignPaymentFee > 0
          ? t("offers.foreignFee", { fee: percent(foreignPaymentFee) })
          : t("offers.noForeignFee"),
    };
  };
  const offerNames: Record<AccountOfferId, string> = {
    essentiel: t("offers.essentiel"),
    plus: t("offers.plus"),
    premium: t("offers.premium"),
  };

  /** `Moins de 1 000 €`, `De 1 000 € à 2 000 €`, `6 000 € et plus`. */
  const band = ({ from, below }: AmountBand) => {
    if (from === undefined) return t("bands.below", { below: wholeEuros(below ?? 0) });
    if (below === undefined) return t("bands.from", { from: wholeEuros(from) });
    return t("bands.between", { from: wholeEuros(from), below: wholeEuros(below) });
  };
  const bands = <Code extends string>(bounds: Record<Code, AmountBand>) =>
    Object.fromEntries(
      Object.entries<AmountBand>(bounds).map(([code, bound]) => [code, band(bound)]),
    ) as Record<Code, string>;

  const pageText = {
    eyebrow: t("page.eyebrow"),
    title: t("page.title"),
    intro: (count: number) => t("page.intro", { count }),
    resumed: t("page.resumed"),
    failedTitle: t("page.failedTitle"),
    retry: t("page.retry"),
  };

  const trackerText = {
    label: t("tracker.label"),
    progress: (number: number, count: number) => t("tracker.progress", { number, count }),
    status: {
      done: t("tracker.status.done"),
      current: t("tracker.status.current"),
      upcoming: t("tracker.status.upcoming"),
    },
    steps: {
      offer: t("tracker.steps.offer"),
      identity: t("tracker.steps.identity"),
      knowYourCustomer: t("tracker.steps.knowYourCustomer"),
      taxResidence: t("tracker.steps.taxResidence"),
      identityDocument: t("tracker.steps.identityDocument"),
      photos: t("tracker.steps.photos"),
      signature: t("tracker.steps.signature"),
      transfer: t("tracker.steps.transfer"),
    } satisfies Record<AnswerStep | "photos" | "signature" | "transfer", string>,
    summary: t("tracker.summary"),
  };

  /** What every step's form says around its fields. */
  const formText = {
    submit: t("form.submit"),
    submitLast: t("form.submitLast"),
    saving: t("form.saving"),
    previous: t("form.previous"),
  };

  const offerStepText = {
    title: t("offerStep.title"),
    intro: t("offerStep.intro"),
    legend: t("offerStep.legend"),
    offers: [
      offerCard("essentiel", offerNames.essentiel),
      offerCard("plus", offerNames.plus),
      offerCard("premium", offerNames.premium),
    ],
  };

  const identityStepText = {
    title: t("identityStep.title"),
    intro: t("identityStep.intro"),
    birthLegend: t("identityStep.birthLegend"),
    addressLegend: t("identityStep.addressLegend"),
    labels: {
      birthPlace: t("identityStep.labels.birthPlace"),
      birthCountry: t("identityStep.labels.birthCountry"),
      addressLine: t("identityStep.labels.addressLine"),
      addressComplement: t("identityStep.labels.addressComplement"),
      postalCode: t("identityStep.labels.postalCode"),
      city: t("identityStep.labels.city"),
      country: t("identityStep.labels.country"),
    },
    addressLineHint: t("identityStep.addressLineHint"),
    addressComplementHint: t("identityStep.addressComplementHint"),
  };

  const knowYourCustomerStepText = {
    title: t("knowYourCustomerStep.title"),
    intro: t("knowYourCustomerStep.intro"),
    labels: {
      occupation: t("knowYourCustomerStep.labels.occupation"),
      monthlyIncome: t("knowYourCustomerStep.labels.monthlyIncome"),
      purpose: t("knowYourCustomerStep.labels.purpose"),
      expectedMonthlyInflow: t("knowYourCustomerStep.labels.expectedMonthlyInflow"),
    },
    occupations: {
      employee: t("knowYourCustomerStep.occupations.employee"),
      civilServant: t("knowYourCustomerStep.occupations.civilServant"),
      selfEmployed: t("knowYourCustomerStep.occupations.selfEmployed"),
      executive: t("knowYourCustomerStep.occupations.executive"),
      retired: t("knowYourCustomerStep.occupations.retired"),
      student: t("knowYourCustomerStep.occupations.student"),
      unemployed: t("knowYourCustomerStep.occupations.unemployed"),
      other: t("knowYourCustomerStep.occupations.other"),
    } satisfies Record<Occupation, string>,
    purposes: {
      mainAccount: t("knowYourCustomerStep.purposes.mainAccount"),
      secondaryAccount: t("knowYourCustomerStep.purposes.secondaryAccount"),
      savings: t("knowYourCustomerStep.purposes.savings"),
      receiveSalary: t("knowYourCustomerStep.purposes.receiveSalary"),
    } satisfies Record<AccountPurpose, string>,
    incomeBands: bands<MonthlyIncomeBand>(monthlyIncomeBounds),
    inflowBands: bands<ExpectedMonthlyInflow>(expectedMonthlyInflowBounds),
  };

  const taxResidenceStepText = {
    title: t("taxResidenceStep.title"),
    intro: t("taxResidenceStep.intro"),
    labels: {
      taxCountry: t("taxResidenceStep.labels.taxCountry"),
      taxNumber: t("taxResidenceStep.labels.taxNumber"),
      usPerson: t("taxResidenceStep.labels.usPerson"),
      usTaxNumber: t("taxResidenceStep.labels.usTaxNumber"),
    },
    taxNumberHint: t("taxResidenceStep.taxNumberHint"),
    usPersonHint: t("taxResidenceStep.usPersonHint"),
    usTaxNumberHint: t("taxResidenceStep.usTaxNumberHint"),
    yes: t("taxResidenceStep.yes"),
    no: t("taxResidenceStep.no"),
  };

  const identityDocumentStepText = {
    title: t("identityDocumentStep.title"),
    intro: t("identityDocumentStep.intro"),
    labels: {
      documentKind: t("identityDocumentStep.labels.documentKind"),
      documentNumber: t("identityDocumentStep.labels.documentNumber"),
      documentExpiresOn: t("identityDocumentStep.labels.documentExpiresOn"),
    },
    documentNumberHint: t("identityDocumentStep.documentNumberHint"),
    kinds: {
      idCard: t("identityDocumentStep.kinds.idCard"),
      passport: t("identityDocumentStep.kinds.passport"),
      residencePermit: t("identityDocumentStep.kinds.residencePermit"),
    } satisfies Record<IdentityDocumentKind, string>,
    photosLater: t("identityDocumentStep.photosLater"),
  };

  const summaryText = {
    title: t("summary.title"),
    intro: t("summary.intro"),
    edit: t("summary.edit"),
    editStep: (step: string) => t("summary.editStep", { step }),
    offer: t("summary.offer"),
    price: t("summary.price"),
    birth: t("summary.birth"),
    address: t("summary.address"),
    place: (town: string, country: string) => t("summary.place", { town, country }),
    postalTown: (postalCode: string, city: string) => t("summary.postalTown", { postalCode, city }),
    nextStage: t("summary.nextStage"),
    continue: t("summary.continue"),
    locked: t("summary.locked"),
  };

  const photosText = {
    title: t("photos.title"),
    intro: t("photos.intro"),
    sides: { front: t("photos.sides.front"), back: t("photos.sides.back") },
    hint: t("photos.hint"),
    kept: (fileName: string, size: string) => t("photos.kept", { fileName, size }),
    replace: (side: string) => t("photos.replace", { side }),
    sending: t("photos.sending"),
    next: t("photos.next"),
    missing: t("photos.missing"),
  };

  const signatureText = {
    title: t("signature.title"),
    intro: t("signature.intro"),
    issue: t("signature.issue"),
    issuing: t("signature.issue.pending"),
    agreement: t("signature.documents.agreement"),
    feeInformation: t("signature.documents.feeInformation"),
    formLabel: t("signature.formLabel"),
    acknowledge: t("signature.acknowledge"),
    password: t("signature.password"),
    passwordHint: t("signature.passwordHint"),
    sign: t("signature.sign"),
    signing: t("signature.signing"),
    usePasskey: t("signature.usePasskey"),
    verifying: t("signature.verifying"),
  };

  const transferText = {
    title: t("transfer.title"),
    intro: t("transfer.intro"),
    receivedTitle: t("transfer.receivedTitle"),
    received: (at: string) => t("transfer.received", { at }),
    why: t("transfer.why"),
    iban: t("transfer.iban"),
    bic: t("transfer.bic"),
    reference: t("transfer.reference"),
    copy: (what: string) => t("transfer.copy", { what }),
    copied: t("transfer.copied"),
    accounts: t("transfer.accounts"),
  };

  return {
    photosText,
    signatureText,
    transferText,
    pageText,
    trackerText,
    formText,
    offerStepText,
    identityStepText,
    knowYourCustomerStepText,
    taxResidenceStepText,
    identityDocumentStepText,
    summaryText,
  };
}

export type AccountOpeningContent = ReturnType<typeof accountOpeningContentIn>;
