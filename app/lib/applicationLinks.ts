import type { LoanRequest } from "@domain/credit/offers";
import type { CreditProduct } from "@domain/credit/products";
import { returnParam } from "@domain/navigation/returnPath";

/**
 * The addresses of the loan application page, shared by the credit pages that lead to it, the
 * login and signup pages that lead back to it and the page itself, so that all read one query.
 * The loan keeps the simulators' names (`montant` is the amount borrowed on every page); the
 * server prices the loan again from these fields, so no rate travels.
 */
export const applicationPage = "/demandePret";

export const applicationParams = {
  id: "id",
  product: "produit",
  amount: "montant",
  months: "duree",
  option: "type",
  /** `1` when the optional borrower insurance is chosen; absent otherwise. */
  insurance: "assurance",
} as const;

/** A simulated loan: `amount` is the amount borrowed (a contribution or aids already deducted). */
export type SimulatedLoan = Omit<LoanRequest, "product" | "insurance"> & { insurance?: boolean };

/** `/demandePret?produit=pretAuto&montant=20000&duree=60&type=occasion`: a new application. */
export function applicationStartPath(product: CreditProduct, simulation: SimulatedLoan): string {
  const search = new URLSearchParams({
    [applicationParams.product]: product,
    [applicationParams.amount]: String(simulation.amount),
    [applicationParams.months]: String(simulation.months),
    [applicationParams.option]: simulation.option,
  });
  if (simulation.insurance) search.set(applicationParams.insurance, "1");
  return `${applicationPage}?${search.toString()}`;
}

/** `/demandePret?id=…`: an application already started. */
export const applicationPath = (id: string) =>
  `${applicationPage}?${new URLSearchParams({ [applicationParams.id]: id }).toString()}`;

/**
 * The login page (or the signup wizard), then back to `path` once signed in: what a visitor
 * chose is kept in the address, nothing is lost on the way.
 */
export const loginThenReturn = (path: string, entry: "/login" | "/signup" = "/login") =>
  `${entry}?${new URLSearchParams({ [returnParam]: path }).toString()}`;
