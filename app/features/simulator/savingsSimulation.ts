import type { PlacementId, SavingsPlacement, SavingsSimulatorParams } from "~/content/epargne";
import { formatWholeEuros } from "@domain/format";
import { projectSavings, type SavingsProjection } from "~/lib/savings";

export interface SavingsSimulation {
  /** Euros. */
  initialDeposit: number;
  /** Euros per month. */
  monthlyDeposit: number;
  years: number;
  placement: PlacementId;
}

export function defaultSavings(params: SavingsSimulatorParams): SavingsSimulation {
  return {
    initialDeposit: params.initialDeposit.defaultValue,
    monthlyDeposit: params.monthlyDeposit.defaultValue,
    years: params.defaultDuration,
    placement: params.defaultPlacement,
  };
}

export function savingsProjection(
  placement: SavingsPlacement,
  simulation: SavingsSimulation,
): SavingsProjection {
  return projectSavings({
    initialDeposit: simulation.initialDeposit,
    monthlyDeposit: simulation.monthlyDeposit,
    annualRate: placement.annualRate,
    years: simulation.years,
    ceiling: placement.ceiling,
    ceilingOn: placement.ceilingOn,
  });
}

/** `1re`, `2e`: French ordinals as they precede "année". */
const ordinal = (n: number) => (n === 1 ? "1re" : `${n}e`);

/** What the ceiling of the placement changed to the deposits asked for, if anything. */
export function ceilingMessage(
  placement: SavingsPlacement,
  projection: SavingsProjection,
): string | undefined {
  if (placement.ceiling === undefined) return undefined;
  const ceiling = formatWholeEuros(placement.ceiling);
  const interestGoesOn = "Les intérêts continuent de s'ajouter.";
  if (projection.initialDepositCapped) {
    return `Le plafond de versements du ${placement.label} est de ${ceiling} : seuls ${ceiling} de votre versement initial y sont placés, et aucun versement mensuel n'est possible. ${interestGoesOn}`;
  }
  if (projection.ceilingReachedInMonth !== undefined) {
    const year = Math.ceil(projection.ceilingReachedInMonth / 12);
    return `Le plafond de versements du ${placement.label}, ${ceiling}, est atteint la ${ordinal(year)} année : vos versements s'arrêtent alors. ${interestGoesOn}`;
  }
  return undefined;
}
