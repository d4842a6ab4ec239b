import type { ReactNode } from "react";
import { CreditWarning, InsuranceCost, Prominent } from "~/components/ui/CreditFigures";
import { applicationText } from "~/content/application.i18n";
import { useFormats } from "~/i18n/formats";
import { optionLabel } from "./loanProducts";
import type { LoanFiguresData } from "./loanFigures";

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-500">{term}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * A loan's figures with the mentions the Consumer Code wants: the TAEG, the instalment and the
 * total due larger than any other figure (art. L312-8), the optional insurance's cost (art.
 * L312-7) and the warning (art. L312-5), in the page's language; under a translated warning, the
 * French one and which version prevails (`CreditWarning`).
 */
export function LoanFigures({ loan }: { loan: LoanFiguresData }) {
  const { loanFiguresText: text, loanNames, loanOptions } = applicationText.use();
  const format = useFormats();
  return (
    <>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Figure term={text.loan}>{loanNames.title[loan.product]}</Figure>
        <Figure term={loanOptions[loan.product].label}>
          {optionLabel(loanOptions, loan.product, loan.option)}
        </Figure>
        <Figure term={text.amount}>{format.euros(loan.amount)}</Figure>
        <Figure term={text.duration}>{text.months(loan.months)}</Figure>
        <Figure term={text.borrowingRate}>{format.rate(loan.annualRate)}</Figure>
        <Figure term={text.instalment}>
          <Prominent mention="instalment">
            {text.perMonth(format.euros(loan.monthlyPayment))}
          </Prominent>
        </Figure>
        <Figure term={text.taeg}>
          <Prominent mention="taeg">{format.rate(loan.taeg)}</Prominent>
        </Figure>
        <Figure term={text.totalDue}>
          <Prominent mention="total-due">{format.euros(loan.totalDue)}</Prominent>
        </Figure>
        <Figure term={text.insurance}>
          {loan.insurance
            ? text.insuranceChosen({
                premium: format.euros(loan.insuranceCost.monthlyPremium),
                commitment: format.euros(loan.monthlyCommitment),
              })
            : text.insuranceNotChosen}
        </Figure>
      </dl>
      <p className="mt-3 text-sm text-ink-700">{text.noFees}</p>
      <InsuranceCost insurance={loan.insuranceCost} months={loan.months} />
      <CreditWarning className="mt-5" />
    </>
  );
}
