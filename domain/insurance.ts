/**
 * What the insurance contracts the bank distributes commit to (the insurer's service levels), and
 * the periods to declare a claim: the insurance page says them from here.
 */
export const insuranceCommitments = {
  /** Health expenses are refunded within this many hours of the claim. */
  healthRefundHours: 48,
  /** A claim is settled about this many days after its complete file arrives: an average. */
  claimSettlementDays: 30,
  /**
   * A claim is declared within this many working days, a theft within `theftDeclarationWorkingDays`:
   * the shortest periods a contract may set (Code des assurances, art. L113-2, 4°).
   */
  claimDeclarationWorkingDays: 5,
  theftDeclarationWorkingDays: 2,
} as const;
