import { PageTabs, type PageTab } from "~/components/ui/PageTabs";
import type { LoanSimulatorParams } from "~/content/loans";
import { LoanSimulationProvider } from "./LoanSimulationProvider";
import { simulationParams } from "./loanSimulation";

/** The id of the simulation tab of every credit page: `/pretAuto#simulation`. */
const simulationTabId = "simulation";

interface LoanPageTabsProps {
  params: LoanSimulatorParams;
  label: string;
  defaultTab: string;
  tabs: PageTab[];
}

/**
 * The tabs of a credit page around one simulation, which its simulation tab and its request form
 * share; a shared simulation link opens the simulation tab.
 */
export function LoanPageTabs({ params, tabs, ...pageTabs }: LoanPageTabsProps) {
  return (
    <LoanSimulationProvider params={params}>
      <PageTabs
        {...pageTabs}
        tabs={tabs.map((tab) =>
          tab.id === simulationTabId ? { ...tab, openedBy: simulationParams(params) } : tab,
        )}
      />
    </LoanSimulationProvider>
  );
}
