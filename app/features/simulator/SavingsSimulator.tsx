import { useState } from "react";
import { SelectField } from "~/components/ui/fields";
import { Section } from "~/components/ui/Section";
import { simulatorsContent } from "~/content/simulators.i18n";
import { epargneContent } from "~/content/epargne.i18n";
import { findPlacement, savingsPlacements, type SavingsSimulatorParams } from "~/content/savings";
import { useFormats } from "~/i18n/formats";
import type { AmountProblem } from "./amountInput";
import { AmountField } from "./AmountField";
import { DurationField } from "./DurationField";
import { ResultCard, ResultFigure } from "./ResultCard";
import { StackedBarChart } from "./StackedBarChart";
import {
  ceilingEffect,
  defaultSavings,
  savingsFromSearch,
  savingsParams,
  savingsProjection,
} from "./savingsSimulation";
import { SimulatorForm } from "./SimulatorForm";
import { useLocation } from "react-router";
import { useLocale } from "~/i18n/locale";

/** The simulation tab of the savings page: deposits, duration and placement, live projection. */
export function SavingsSimulator({ params }: { params: SavingsSimulatorParams }) {
  const content = epargneContent.use();
  const { range } = simulatorsContent.use().amountFieldText;
  const format = useFormats();
  const text = content.savingsSimulatorText;
  // Asked with a simulation in its address, the page is drawn by the server with it (decision
  // 022): the browser starts from the same figures.
  const { search } = useLocation();
  const locale = useLocale();
  const [shared] = useState(() => savingsFromSearch(params, search, locale));
  const [simulation, setSimulation] = useState(() => shared?.simulation ?? defaultSavings(params));
  const [problems, setProblems] = useState<{ initial?: AmountProblem; monthly?: AmountProblem }>(
    () => shared?.problems ?? {},
  );
  const placement = findPlacement(simulation.placement);
  const name = content.placementNames[placement.id];
  const projection = savingsProjection(placement, simulation);
  const ceiling = ceilingEffect(placement, projection);
  const bounds = ({ min, max }: { min: number; max: number }) =>
    range({ min: format.wholeEuros(min), max: format.wholeEuros(max) });

  return (
    <Section title={text.title} intro={text.intro}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <SimulatorForm anchor="simulation">
          <AmountField
            label={text.initialDeposit}
            name={savingsParams.initialDeposit}
            value={simulation.initialDeposit}
            bounds={params.initialDeposit}
            hint={bounds(params.initialDeposit)}
            problem={problems.initial}
            sliderStep={params.initialDeposit.step}
            onChange={(initialDeposit, problem) => {
              setSimulation({ ...simulation, initialDeposit });
              setProblems({ ...problems, initial: problem });
            }}
          />
          <AmountField
            label={text.monthlyDeposit}
            name={savingsParams.monthlyDeposit}
            value={simulation.monthlyDeposit}
            bounds={params.monthlyDeposit}
            hint={bounds(params.monthlyDeposit)}
            problem={problems.monthly}
            sliderStep={params.monthlyDeposit.step}
            onChange={(monthlyDeposit, problem) => {
              setSimulation({ ...simulation, monthlyDeposit });
              setProblems({ ...problems, monthly: problem });
            }}
          />
          <DurationField
            legend={text.durationLegend}
            durations={params.durations}
            value={simulation.years}
            format={text.years}
            name={savingsParams.years}
            onChange={(duration) => setSimulation({ ...simulation, years: duration })}
          />
          <SelectField
            name={savingsParams.placement}
            label={text.placement}
            options={savingsPlacements.map((item) => ({
              value: item.id,
              label: content.placementNames[item.id],
            }))}
            placeholder={false}
            value={simulation.placement}
            onValueChange={(id) => {
              const chosen = savingsPlacements.find((item) => item.id === id);
              if (chosen) setSimulation({ ...simulation, placement: chosen.id });
            }}
          />
        </SimulatorForm>
        <ResultCard>
          <p className="text-brand-100">{text.capitalAfterYears(simulation.years)}</p>
          <output className="block text-4xl font-extrabold tabular-nums">
            {format.euros(projection.finalCapital)}
          </output>
          <dl className="mt-4">
            <ResultFigure term={text.totalDeposits}>
              {format.euros(projection.totalDeposits)}
            </ResultFigure>
            <ResultFigure term={text.interest}>
              {format.euros(projection.totalInterest)}
            </ResultFigure>
            <ResultFigure
              term={placement.rate.kind === "regulated" ? text.regulatedRate : text.assumedRate}
            >
              {format.rate(placement.annualRate)}
            </ResultFigure>
          </dl>
          <p className="mt-3 text-sm text-brand-100">{content.rateNatures[placement.id]}.</p>
          {placement.capitalAtRisk && (
            <p className="mt-3 text-sm font-semibold text-white">{content.capitalLossWarning}</p>
          )}
          <p aria-live="polite" className="font-semibold text-gold-400">
            {ceiling && (
              <span className="mt-3 block">
                {ceiling.kind === "initialCapped"
                  ? text.ceilingOnInitial({ name, ceiling: format.wholeEuros(ceiling.ceiling) })
                  : text.ceilingReached({
                      name,
                      ceiling: format.wholeEuros(ceiling.ceiling),
                      year: ceiling.year,
                    })}
              </span>
            )}
          </p>
        </ResultCard>
      </div>
      <div className="mt-10 flex flex-col gap-6">
        <StackedBarChart
          series={[
            { label: text.depositsSeries, className: "fill-brand-700" },
            { label: text.interestSeries, className: "fill-gold-400 stroke-brand-900" },
          ]}
          bars={projection.years.map((year) => ({
            label: String(year.year),
            values: [year.deposits, year.interest],
          }))}
          axisLabel={text.axisLabel}
          caption={text.caption({
            years: simulation.years,
            deposits: format.euros(projection.totalDeposits),
            interest: format.euros(projection.totalInterest),
            capital: format.euros(projection.finalCapital),
          })}
        />
        <p className="text-sm text-ink-500">{content.savingsSimulationNotice}</p>
      </div>
    </Section>
  );
}
