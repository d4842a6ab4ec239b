import type { ApplicationContent } from "~/content/application";
import { applicationParams } from "~/lib/applicationLinks";
import type { LoanOption } from "@domain/credit/offers";
import type { CreditProduct } from "@domain/credit/products";

type Texts = ApplicationContent;

/**
 * The choice each simulator starts on, which a simulation's address leaves out: the credit pages'
 * `rateChoice.defaultValue` (a test keeps them equal), without loading those pages' texts here.
 */
export const defaultLoanOptions: { [Product in CreditProduct]: LoanOption<Product> } = {
  pretAuto: "occasion",
  pretPersonnel: "equipement",
  pretVoyage: "famille",
  pretTravaux: "interiorRenovation",
};

/** `Véhicule d'occasion` for the auto loan's `occasion`: the simulator's own words. */
export function optionLabel(
  options: Texts["loanOptions"],
  product: CreditProduct,
  option: string,
): string {
  const labels: Readonly<Record<string, string>> = options[product].options;
  return labels[option] ?? option;
}

/**
 * The product's simulator, opened on these figures: the credit pages read the same `montant`,
 * `duree` and `type` and bring a figure out of range back within it, saying so.
 */
export function simulatorPath(
  product: CreditProduct,
  loan: { amount?: number | string; months?: number | string; option?: string } = {},
): string {
  const search = new URLSearchParams();
  const figures = [
    [applicationParams.amount, loan.amount],
    [applicationParams.months, loan.months],
    [applicationParams.option, loan.option],
  ] as const;
  for (const [name, value] of figures) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return `/${product}${query ? `?${query}` : ""}#simulation`;
}
