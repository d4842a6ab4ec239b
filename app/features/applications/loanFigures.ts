import type { Application } from "@domain/credit/application";
import type { InsuranceSummary } from "@domain/credit/finance";
import type { LoanRequest } from "@domain/credit/offers";
import type { LoanPrice } from "@domain/credit/pricing";

/**
 * A loan's figures as the pages show them, whether priced in the browser from a simulation or
 * frozen by the server in an application: both come from `priceLoan`, so they agree to the cent.
 */
export interface LoanFiguresData extends LoanRequest {
  annualRate: number;
  /** The instalment without the optional insurance. */
  monthlyPayment: number;
  taeg: number;
  /** Without the optional insurance, which the TAEG leaves out too. */
  totalDue: number;
  /** The cost of the optional insurance, stated whether or not it is chosen (art. L312-7). */
  insuranceCost: InsuranceSummary;
  /** What is paid each month: the instalment, plus the premium when insured. */
  monthlyCommitment: number;
}

export const figuresOfPrice = (request: LoanRequest, price: LoanPrice): LoanFiguresData => ({
  ...request,
  annualRate: price.annualRate,
  monthlyPayment: price.summary.monthlyPayment,
  taeg: price.summary.taeg,
  totalDue: price.summary.totalDue,
  insuranceCost: price.insurance,
  monthlyCommitment: price.monthlyCommitment,
});

const cents = (euros: number) => Math.round(euros * 100);

export const figuresOfApplication = (application: Application): LoanFiguresData => ({
  product: application.product,
  amount: application.amount,
  months: application.months,
  option: application.option,
  insurance: application.insurance,
  annualRate: application.annualRate,
  monthlyPayment: application.monthlyPayment,
  taeg: application.taeg,
  totalDue: application.totalDue,
  insuranceCost: {
    monthlyPremium: application.insuranceMonthly,
    totalCost: application.insuranceTotal,
    taea: application.taea,
    // Summed in cents, as the pricing does: the instalment with the premium.
    monthlyPaymentWithInsurance:
      (cents(application.monthlyPayment) + cents(application.insuranceMonthly)) / 100,
  },
  monthlyCommitment: application.monthlyCommitment,
});
