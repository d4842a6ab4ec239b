import { openingSchema } from "../currentAccount/opening";
import {
  identityDocumentStepSchema,
  identityStepSchema,
  knowYourCustomerStepSchema,
  offerStepSchema,
  taxResidenceStepSchema,
} from "../forms/accountOpening";
import { z } from "../forms/z";
import { message } from "../i18n/message";
import { endpoint } from "./endpoint";

/**
 * Opening a current account at a distance (issue 34): the customer's one pending opening, started
 * or resumed, then answered step by step. Every step answers the whole opening, with the next step.
 */

const noOpening = { status: 404, message: message("openingNotFound") } as const;
/** Signed, or decided by staff: what the agreement was signed on no longer changes. */
const openingLocked = { status: 409, message: message("openingLocked") } as const;

/**
 * Starts an opening, or resumes the pending one (`resumed`): a second « Ouvrir un compte » leads
 * back to where the customer stopped, never to a second opening.
 */
export const startOpening = endpoint({
  method: "POST",
  path: "/api/account-opening",
  access: "customer",
  response: z.object({ opening: openingSchema, resumed: z.boolean() }),
});

export const getOpening = endpoint({
  method: "GET",
  path: "/api/account-opening",
  access: "customer",
  response: openingSchema,
  errors: { opening_not_found: noOpening },
});

const step = <S extends z.ZodType>(path: string, body: S) =>
  endpoint({
    method: "POST",
    path: `/api/account-opening/${path}`,
    access: "customer",
    body,
    response: openingSchema,
    errors: { opening_not_found: noOpening, opening_locked: openingLocked },
  });

export const saveOffer = step("offer", offerStepSchema);
export const saveIdentity = step("identity", identityStepSchema);
export const saveKnowYourCustomer = step("know-your-customer", knowYourCustomerStepSchema);
export const saveTaxResidence = step("tax-residence", taxResidenceStepSchema);
export const saveIdentityDocument = step("identity-document", identityDocumentStepSchema);
