import type { LoanSimulatorParams } from "~/content/loans";
import { autoSimulator } from "~/content/pretAuto";
import { personalSimulator } from "~/content/pretPersonnel";
import { worksSimulator } from "~/content/pretTravaux";
import { travelSimulator } from "~/content/pretVoyage";
import { applicationParams } from "~/lib/applicationLinks";
import type { CreditProduct } from "@domain/credit/products";

/** The simulator each loan's application starts from: its options and their words. */
export const loanSimulators: Readonly<Record<CreditProduct, LoanSimulatorParams>> = {
  pretAuto: autoSimulator,
  pretPersonnel: personalSimulator,
  pretVoyage: travelSimulator,
  pretTravaux: worksSimulator,
};

/** `Véhicule d'occasion` for the auto loan's `occasion`: the simulator's own words. */
export function optionLabel(product: CreditProduct, option: string): string {
  const { rateChoice } = loanSimulators[product];
  return rateChoice.options.find((choice) => choice.value === option)?.label ?? option;
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
