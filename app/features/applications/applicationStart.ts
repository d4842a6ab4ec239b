import { applicationParams } from "~/lib/applicationLinks";
import { loanRequestMessages, type LoanRequest } from "@domain/credit/offers";
import type { RuleMessage } from "@domain/i18n/message";
import { priceLoan, type LoanPrice } from "@domain/credit/pricing";
import { creditProducts, type CreditProduct } from "@domain/credit/products";
import { defaultLoanOptions, simulatorPath } from "./loanProducts";

/** What the address of a new application describes. */
export type ApplicationStart =
  /** No loan at all: the page offers the simulators. */
  | { kind: "none" }
  /** A loan the product does not offer: why, and the simulator to correct it in. */
  | {
      kind: "invalid";
      product: CreditProduct | null;
      messages: RuleMessage[];
      simulator: string | null;
    }
  | { kind: "loan"; request: LoanRequest; price: LoanPrice };

const isProduct = (value: string | null): value is CreditProduct =>
  (creditProducts as readonly (string | null)[]).includes(value);

/** Whole numbers as the simulators write them; anything else is no figure (NaN). */
const wholeNumber = (text: string | null) =>
  text !== null && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/**
 * The loan of `/demandePret?produit=…&montant=…&duree=…&type=…&assurance=1`, priced as the server
 * will price it. Unlike the simulator, nothing is corrected silently: the customer applies for the
 * figures they saw, or is told what to change. A missing `type` is the simulator's default (its
 * links leave it out).
 */
export function readApplicationStart(search: URLSearchParams): ApplicationStart {
  const productText = search.get(applicationParams.product);
  if (productText === null) return { kind: "none" };
  if (!isProduct(productText)) {
    return {
      kind: "invalid",
      product: null,
      messages: [loanRequestMessages.product],
      simulator: null,
    };
  }
  const product = productText;
  const request: LoanRequest = {
    product,
    amount: wholeNumber(search.get(applicationParams.amount)),
    months: wholeNumber(search.get(applicationParams.months)),
    option: search.get(applicationParams.option) ?? defaultLoanOptions[product],
    insurance: search.get(applicationParams.insurance) === "1",
  };
  const priced = priceLoan(request);
  if (priced.ok) return { kind: "loan", request, price: priced.price };
  return {
    kind: "invalid",
    product,
    messages: priced.issues.map((issue) => issue.message),
    simulator: simulatorPath(product, {
      amount: search.get(applicationParams.amount) ?? undefined,
      months: search.get(applicationParams.months) ?? undefined,
      option: search.get(applicationParams.option) ?? undefined,
    }),
  };
}

/** The same address with the insurance chosen or not: the choice survives a sign-in or a reload. */
export function withInsurance(search: URLSearchParams, insurance: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (insurance) next.set(applicationParams.insurance, "1");
  else next.delete(applicationParams.insurance);
  return next;
}
