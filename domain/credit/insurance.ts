/**
 * The optional borrower insurance (décès, invalidité, incapacité) offered with every loan: a
 * constant monthly premium of this share of the amount borrowed per year (DECISIONS.md, "Credit and
 * savings"). A domain figure because the simulators, the indicative answer and the pre-contractual
 * sheet must all price the same premium.
 */
export const borrowerInsuranceRate = 0.003;
