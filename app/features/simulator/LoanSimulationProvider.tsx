import { createContext, use, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { LoanSimulatorParams } from "~/content/loans";
import { applicationStartPath } from "~/lib/applicationLinks";
import type { AmountProblem } from "./amountInput";
import {
  deductionProblem,
  defaultSimulation,
  loanResult,
  simulationFromSearch,
  simulationSearch,
  withAmount,
  withDeduction,
  type LoanResult,
  type LoanSimulation,
  type SimulationMessages,
} from "./loanSimulation";
import { useOpenApplication } from "./useOpenApplication";
import { useLocale } from "~/i18n/locale";

interface SimulationState {
  simulation: LoanSimulation;
  messages: SimulationMessages;
  /** The customer has changed the simulation or followed a link to one. */
  simulated: boolean;
}

export interface LoanSimulationValue extends SimulationState {
  params: LoanSimulatorParams;
  result: LoanResult;
  /** `?montant=…&duree=…`: the query string that restores this simulation. */
  search: string;
  /** `/demandePret?produit=…`: the online application for the simulated loan. */
  applicationPath: string;
  /** `/demandePret?id=…`: the signed-in customer's open application of this loan, to resume. */
  resumePath: string | null;
  setAmount: (amount: number, problem?: AmountProblem) => void;
  setDeduction: (deduction: number, problem?: AmountProblem) => void;
  setMonths: (months: number) => void;
  setOption: (option: string) => void;
}

const LoanSimulationContext = createContext<LoanSimulationValue | null>(null);

/** The simulation of a credit page, shared by its simulation tab and its request form. */
export function LoanSimulationProvider({
  params,
  children,
}: {
  params: LoanSimulatorParams;
  children: ReactNode;
}) {
  const { search, key } = useLocation();
  const locale = useLocale();
  // A page asked with a simulation in its address is drawn by the server with it (decision 022):
  // the browser starts from the same figures. The pre-rendered page, without one, holds the
  // default simulation.
  const [state, setState] = useState<SimulationState>(() => {
    const shared = simulationFromSearch(params, search, locale);
    return shared
      ? { ...shared, simulated: true }
      : { simulation: defaultSimulation(params), messages: {}, simulated: false };
  });

  // A link followed within the site changes the address without drawing the page again.
  useEffect(() => {
    const shared = simulationFromSearch(params, search, locale);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (shared) setState({ ...shared, simulated: true });
  }, [params, search, locale]);

  // Once simulated, the address carries the simulation, also after an in-page link such as the
  // hero's `#demande` has dropped the query: it can be shared, and the request form sends it.
  // replaceState changes it without a navigation: no re-render of the route, no history entry
  // per keystroke, no scroll.
  useEffect(() => {
    if (!state.simulated) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${simulationSearch(params, state.simulation)}${hash}`,
    );
  }, [params, state, key]);

  const update = (simulation: LoanSimulation, messages: SimulationMessages) =>
    setState({ simulation, messages, simulated: true });

  const resumePath = useOpenApplication(params.product);

  const { simulation, messages } = state;
  const result = loanResult(params, simulation);
  const value: LoanSimulationValue = {
    ...state,
    messages: {
      ...messages,
      deduction: deductionProblem(params, simulation) ?? messages.deduction,
    },
    params,
    result,
    search: simulationSearch(params, simulation),
    applicationPath: applicationStartPath(params.product, {
      amount: result.financed,
      months: simulation.months,
      option: simulation.option,
    }),
    resumePath,
    setAmount: (amount, problem) =>
      update(withAmount(params, simulation, amount), { ...messages, amount: problem }),
    setDeduction: (deduction, problem) =>
      update(withDeduction(params, simulation, deduction), { ...messages, deduction: problem }),
    setMonths: (months) => update({ ...simulation, months }, messages),
    setOption: (option) => update({ ...simulation, option }, messages),
  };
  return <LoanSimulationContext value={value}>{children}</LoanSimulationContext>;
}

export function useLoanSimulation(): LoanSimulationValue {
  const value = use(LoanSimulationContext);
  if (!value) throw new Error("useLoanSimulation needs a LoanSimulationProvider");
  return value;
}
