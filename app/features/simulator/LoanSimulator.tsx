import { SelectField } from "~/components/ui/fields";
import { Section } from "~/components/ui/Section";
import { simulationNotice } from "~/content/credit";
import { repaymentsByYear } from "@domain/credit/finance";
import { formatEuros, formatRate, formatWholeEuros } from "@domain/format";
import { AmortisationTable } from "./AmortisationTable";
import { AmountField } from "./AmountField";
import { DurationField } from "./DurationField";
import { LoanResults } from "./LoanResults";
import { useLoanSimulation } from "./LoanSimulationProvider";
import { deductionBounds } from "./loanSimulation";
import { PresetField } from "./PresetField";
import { StackedBarChart } from "./StackedBarChart";

const months = (duration: number) => `${duration} mois`;

function LoanInputs() {
  const { params, simulation, messages, setAmount, setDeduction, setMonths, setOption } =
    useLoanSimulation();
  const { amount, deduction, rateChoice, presets } = params;
  const deductionMax = deductionBounds(params, simulation.amount).max;
  return (
    <div className="flex flex-col gap-6">
      {presets && (
        <PresetField
          label={presets.label}
          options={presets.options}
          onChoose={(preset) => setAmount(preset)}
        />
      )}
      <AmountField
        label={params.amountLabel}
        value={simulation.amount}
        bounds={amount}
        hint={`De ${formatWholeEuros(amount.min)} à ${formatWholeEuros(amount.max)}.`}
        problem={messages.amount}
        sliderStep={amount.step}
        onChange={setAmount}
      />
      {deduction && (
        <AmountField
          label={deduction.label}
          value={simulation.deduction}
          bounds={{ min: 0, max: deductionMax }}
          hint={`De 0 € à ${formatWholeEuros(deductionMax)} : le prêt finance au moins ${formatWholeEuros(amount.min)}.`}
          problem={messages.deduction}
          onChange={setDeduction}
        />
      )}
      <DurationField
        legend="Durée du prêt"
        durations={params.durations}
        value={simulation.months}
        format={months}
        onChange={setMonths}
      />
      <SelectField
        name="type"
        label={rateChoice.label}
        options={rateChoice.options}
        placeholder={false}
        value={simulation.option}
        onValueChange={setOption}
      />
    </div>
  );
}

function RepaymentChart() {
  const { result, simulation } = useLoanSimulation();
  const { summary, financed } = result;
  return (
    <StackedBarChart
      series={[
        { label: "Capital remboursé", className: "fill-brand-700" },
        { label: "Intérêts", className: "fill-gold-400 stroke-brand-900" },
      ]}
      bars={repaymentsByYear(summary.schedule).map((year) => ({
        label: String(year.year),
        values: [year.principal, year.interest],
      }))}
      axisLabel="Année du prêt"
      caption={`Ce que vos mensualités remboursent chaque année : sur ${simulation.months} mois, ${formatEuros(financed)} de capital et ${formatEuros(summary.totalInterest)} d'intérêts, dont la part diminue d'année en année.`}
    />
  );
}

/** The simulation tab of a credit page: inputs, live results, chart and schedule. */
export function LoanSimulator() {
  const { params, result, simulation } = useLoanSimulation();
  return (
    <Section title="Estimez vos mensualités" intro={params.intro}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <LoanInputs />
        <LoanResults />
      </div>
      <div className="mt-10 flex flex-col gap-6">
        <RepaymentChart />
        <AmortisationTable
          schedule={result.summary.schedule}
          caption={`${formatEuros(result.financed)} sur ${simulation.months} mois au taux débiteur fixe de ${formatRate(result.annualRate)}, hors assurance facultative.`}
        />
        <p className="text-sm text-ink-500">{simulationNotice}</p>
      </div>
    </Section>
  );
}
