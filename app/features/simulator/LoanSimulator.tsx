import { SelectField } from "~/components/ui/fields";
import { Section } from "~/components/ui/Section";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { repaymentsByYear } from "@domain/credit/finance";
import { useFormats } from "~/i18n/formats";
import { AmortisationTable } from "./AmortisationTable";
import { AmountField } from "./AmountField";
import { DurationField } from "./DurationField";
import { LoanResults } from "./LoanResults";
import { useLoanSimulation } from "./LoanSimulationProvider";
import { amountParam, deductionBounds, durationParam, totalParam } from "./loanSimulation";
import { SimulatorForm } from "./SimulatorForm";
import { PresetField } from "./PresetField";
import { StackedBarChart } from "./StackedBarChart";

function LoanInputs() {
  const { params, simulation, messages, setAmount, setDeduction, setMonths, setOption } =
    useLoanSimulation();
  const { amount, deduction, rateChoice, presets } = params;
  const deductionMax = deductionBounds(params, simulation.amount).max;
  const text = simulatorsContent.use().loanSimulatorText;
  const { range } = simulatorsContent.use().amountFieldText;
  const format = useFormats();
  return (
    <SimulatorForm anchor="simulation">
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
        hint={range({ min: format.wholeEuros(amount.min), max: format.wholeEuros(amount.max) })}
        problem={messages.amount}
        sliderStep={amount.step}
        name={deduction ? totalParam : amountParam}
        onChange={setAmount}
      />
      {deduction && (
        <AmountField
          label={deduction.label}
          value={simulation.deduction}
          bounds={{ min: 0, max: deductionMax }}
          hint={text.deductionHint({
            zero: format.wholeEuros(0),
            max: format.wholeEuros(deductionMax),
            minimumLoan: format.wholeEuros(amount.min),
          })}
          problem={messages.deduction}
          name={deduction.param}
          onChange={setDeduction}
        />
      )}
      <DurationField
        legend={text.durationLegend}
        durations={params.durations}
        value={simulation.months}
        format={text.months}
        name={durationParam}
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
    </SimulatorForm>
  );
}

function RepaymentChart() {
  const { result, simulation } = useLoanSimulation();
  const { summary, financed } = result;
  const text = simulatorsContent.use().loanSimulatorText;
  const format = useFormats();
  return (
    <StackedBarChart
      series={[
        { label: text.repaidSeries, className: "fill-brand-700" },
        { label: text.interestSeries, className: "fill-gold-400 stroke-brand-900" },
      ]}
      bars={repaymentsByYear(summary.schedule).map((year) => ({
        label: String(year.year),
        values: [year.principal, year.interest],
      }))}
      axisLabel={text.chartAxis}
      caption={text.chartCaption({
        months: simulation.months,
        financed: format.euros(financed),
        interest: format.euros(summary.totalInterest),
      })}
    />
  );
}

/** The simulation tab of a credit page: inputs, live results, chart and schedule. */
export function LoanSimulator() {
  const { params, result, simulation } = useLoanSimulation();
  const text = simulatorsContent.use().loanSimulatorText;
  const { creditMentions } = creditMentionsText.use();
  const format = useFormats();
  return (
    <Section title={text.title} intro={params.intro}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <LoanInputs />
        <LoanResults />
      </div>
      <div className="mt-10 flex flex-col gap-6">
        <RepaymentChart />
        <AmortisationTable
          schedule={result.summary.schedule}
          caption={text.scheduleCaption({
            financed: format.euros(result.financed),
            months: simulation.months,
            rate: format.rate(result.annualRate),
          })}
        />
        <p className="text-sm text-ink-500">{creditMentions.simulation}</p>
      </div>
    </Section>
  );
}
