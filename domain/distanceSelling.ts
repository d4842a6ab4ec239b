/**
 * A product or service taken out at a distance may be withdrawn from within 14 calendar days,
 * without a reason or a penalty (Code de la consommation, art. L222-7, for financial services);
 * a credit has its own period, of the same length today (credit/periods.ts).
 */
export const distanceSellingWithdrawalDays = 14;

/**
 * Who withdraws from a financial service taken out at a distance gets back what they paid within
 * 30 calendar days (Code de la consommation, L222-13).
 */
export const distanceSellingRefundDays = 30;
