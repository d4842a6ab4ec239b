import type { AccountOfferId } from "../accounts";
import { addDays, deadlineOn } from "../calendar/workingDays";
import { distanceSellingWithdrawalDays } from "../distanceSelling";

/**
 * The customer may withdraw from the account agreement signed at a distance for 14 full calendar
 * days, the day of the signature not counted (Code de la consommation, L222-7); a period whose
 * last day is a Saturday, a Sunday or a public holiday ends on the next working day, as the
 * credit's does (domain/calendar/workingDays.ts).
 */
export const agreementWithdrawalEndsOn = (signedOn: string) =>
  deadlineOn(addDays(signedOn, distanceSellingWithdrawalDays));

/** Where the agreement stands for a withdrawal, as the client area reads it. */
export interface AgreementWithdrawal {
  withdrawalEndsOn: string;
  withdrawnAt: string | null;
}

/**
 * Whether « Renoncer au contrat ici » is offered (L222-8): on every day of the period, until the
 * customer has withdrawn.
 */
export const agreementWithdrawalOpen = (agreement: AgreementWithdrawal, today: string) =>
  agreement.withdrawnAt === null && today <= agreement.withdrawalEndsOn;

/**
 * What the customer declares by confirming, word for word in the page's language and in the
 * acknowledgment's: who withdraws from which agreement.
 */
export interface WithdrawalDeclaration {
  holder: string;
  offer: AccountOfferId;
  iban: string;
  signedOn: string;
}

/** The holder's name as a declaration writes it: the names the customer signed up with. */
export const holderOf = (customer: { first_name: string | null; last_name: string | null }) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(" ");
