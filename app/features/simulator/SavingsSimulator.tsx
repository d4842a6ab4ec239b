import { useState } from "react";
import { SelectField } from "~/components/ui/fields";
import { Section } from "~/components/ui/Section";
import {
  capitalLossWarning,
  findPlacement,
  rateNature,
  savingsPlacements,
  savingsSimulationNotice,
  type SavingsSimulatorParams,
} from "~/content/epargne";
import { formatEuros, formatRate, formatWholeEuros } from "@domain/format";
import { AmountField } from "./AmountField";
import { DurationField } from "./DurationField";
import { ResultCard, ResultFigure } from "./ResultCard";
import { StackedBarChart } from "./StackedBarChart";
import { ceilingMessage, defaultSavings, savingsProjection } from "./savingsSimulation";

const years = (duration: number) => `${duration} ans`;

const range = ({ min, max }: { min: number; max: number }) =>
  `De ${formatWholeEuros(min)} à ${formatWholeEuros(max)}.`;

/** The simulation tab of the savings page: deposits, duration and placement, live projection. */
export function SavingsSimulator({ params }: { params: SavingsSimulatorParams }) {
  const [simulation, setSimulation] = useState(() => defaultSavings(params));
  const [messages, setMessages] = useState<{ initial?: string; monthly?: string }>({});
  const placement = findPlacement(simulation.placement);
  const projection = savingsProjection(placement, simulation);
  const ceiling = ceilingMessage(placement, projection);

  return (
    <Section
      title="Estimez votre épargne"
      intro="Indiquez votre versement de départ, ce que vous mettez de côté chaque mois et le placement choisi : le capital obtenu s'affiche aussitôt."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex flex-col gap-6">
          <AmountField
            label="Versement initial"
            value={simulation.initialDeposit}
            bounds={params.initialDeposit}
            hint={range(params.initialDeposit)}
            message={messages.initial}
            sliderStep={params.initialDeposit.step}
            onChange={(initialDeposit, message) => {
              setSimulation({ ...simulation, initialDeposit });
              setMessages({ ...messages, initial: message });
            }}
          />
          <AmountField
            label="Versement mensuel"
            value={simulation.monthlyDeposit}
            bounds={params.monthlyDeposit}
            hint={range(params.monthlyDeposit)}
            message={messages.monthly}
            sliderStep={params.monthlyDeposit.step}
            onChange={(monthlyDeposit, message) => {
              setSimulation({ ...simulation, monthlyDeposit });
              setMessages({ ...messages, monthly: message });
            }}
          />
          <DurationField
            legend="Durée de l'épargne"
            durations={params.durations}
            value={simulation.years}
            format={years}
            onChange={(duration) => setSimulation({ ...simulation, years: duration })}
          />
          <SelectField
            name="placement"
            label="Placement"
            options={savingsPlacements.map((item) => ({ value: item.id, label: item.label }))}
            placeholder={false}
            value={simulation.placement}
            onValueChange={(id) => {
              const chosen = savingsPlacements.find((item) => item.id === id);
              if (chosen) setSimulation({ ...simulation, placement: chosen.id });
            }}
          />
        </div>
        <ResultCard>
          <p className="text-brand-100">Capital au bout de {simulation.years} ans</p>
          <output className="block text-4xl font-extrabold tabular-nums">
            {formatEuros(projection.finalCapital)}
          </output>
          <dl className="mt-4">
            <ResultFigure term="Total des versements">
              {formatEuros(projection.totalDeposits)}
            </ResultFigure>
            <ResultFigure term="Intérêts">{formatEuros(projection.totalInterest)}</ResultFigure>
            <ResultFigure
              term={placement.rate.kind === "regulated" ? "Taux annuel" : "Taux annuel supposé"}
            >
              {formatRate(placement.annualRate)}
            </ResultFigure>
          </dl>
          <p className="mt-3 text-sm text-brand-100">{rateNature(placement)}.</p>
          {placement.capitalAtRisk && (
            <p className="mt-3 text-sm font-semibold text-white">{capitalLossWarning}</p>
          )}
          <p aria-live="polite" className="font-semibold text-gold-400">
            {ceiling && <span className="mt-3 block">{ceiling}</span>}
          </p>
        </ResultCard>
      </div>
      <div className="mt-10 flex flex-col gap-6">
        <StackedBarChart
          series={[
            { label: "Versements cumulés", className: "fill-brand-700" },
            { label: "Intérêts cumulés", className: "fill-gold-400 stroke-brand-900" },
          ]}
          bars={projection.years.map((year) => ({
            label: String(year.year),
            values: [year.deposits, year.interest],
          }))}
          axisLabel="Année"
          caption={`Votre épargne année après année : au bout de ${simulation.years} ans, ${formatEuros(projection.totalDeposits)} versés et ${formatEuros(projection.totalInterest)} d'intérêts, soit ${formatEuros(projection.finalCapital)}.`}
        />
        <p className="text-sm text-ink-500">{savingsSimulationNotice}</p>
      </div>
    </Section>
  );
}
