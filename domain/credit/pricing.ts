import {
  borrowerInsurance,
  summarizeLoan,
  type InsuranceSummary,
  type LoanSummary,
} from "./finance";
import { borrowerInsuranceRate } from "./insurance";
import {
  loanOffer,
  loanRequestIssues,
  rateFor,
  type LoanRequest,
  type LoanRequestIssue,
} from "./offers";

export interface LoanPrice {
  /** The borrowing rate of the product's grid for the option and duration. */
  annualRate: number;
  summary: LoanSummary;
  /** The optional insurance on this loan, stated whether or not it is taken (art. L312-7). */
  insurance: InsuranceSummary;
  /** What the borrower commits to each month: the instalment, plus the premium when insured. */
  monthlyCommitment: number;
}

export type LoanPricing =
  { ok: true; price: LoanPrice } | { ok: false; issues: [LoanRequestIssue, ...LoanRequestIssue[]] };

/**
 * The figures of a loan as the bank offers it, from the product's own data only: the simulator
 * shows them and the server recomputes them from the request, so both agree to the cent and no
 * rate sent by a browser is ever trusted.
 */
export function priceLoan(request: LoanRequest): LoanPricing {
  const [issue, ...others] = loanRequestIssues(request);
  if (issue) return { ok: false, issues: [issue, ...others] };
  const bands = loanOffer(request.product).rates[request.option];
  if (!bands) throw new Error(`No rate for ${request.option}`);
  const loan = {
    amount: request.amount,
    months: request.months,
    annualRate: rateFor(bands, request.months),
  };
  const summary = summarizeLoan(loan);
  const insurance = borrowerInsurance(loan, borrowerInsuranceRate);
  return {
    ok: true,
    price: {
      annualRate: loan.annualRate,
      summary,
      insurance,
      monthlyCommitment: request.insurance
        ? insurance.monthlyPaymentWithInsurance
        : summary.monthlyPayment,
    },
  };
}
