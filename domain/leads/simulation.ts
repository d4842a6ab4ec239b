import type { LeadFormSpec } from "./spec";

export interface LeadSimulation {
  simulation: { montant: number; duree: number };
}

/**
 * The simulation a lead carries from its page's address (`?montant=20000&duree=48`), as the
 * form's script and the page's action send it. An amount the product does not lend is left out:
 * the simulator shows it corrected, the request must not carry the uncorrected one.
 */
export function simulationInAddress(
  search: URLSearchParams,
  loanAmount: LeadFormSpec["loanAmount"],
): LeadSimulation | undefined {
  const montant = Number(search.get("montant"));
  const duree = Number(search.get("duree"));
  const lent = !loanAmount || (montant >= loanAmount.min && montant <= loanAmount.max);
  return montant > 0 && lent && Number.isInteger(duree) && duree > 0
    ? { simulation: { montant, duree } }
    : undefined;
}
