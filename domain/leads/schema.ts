import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js/max";
import { loanRequestMessages } from "../credit/offers";
import { emailFormat } from "../forms/email";
import { z } from "../forms/z";
import type { LeadField, LeadFormSpec } from "./spec";
import { rule } from "../i18n/message";
import { replyWorkingHours } from "../service";

export const leadMessages = {
  required: rule("fieldRequired"),
  choose: rule("optionRequired"),
  phoneInvalid: rule("phoneInvalid"),
  amountInvalid: rule("wholeEurosRequired"),
  sent: rule("leadSent", { hours: replyWorkingHours }),
} as const;

/** The longest a field may be, and the message that says so. */
const maxLength = {
  text: { max: 120, message: rule("shortTextTooLong") },
  textarea: { max: 2000, message: rule("longTextTooLong") },
};

function fieldSchema(field: LeadField): z.ZodType {
  if (field.control === "select") {
    const values = field.options.map((option) => option.value) as [string, ...string[]];
    const choice = z.enum(values, { error: leadMessages.choose });
    return field.required ? choice : z.union([choice, z.literal("")]).optional();
  }
  const { max, message } = maxLength[field.control === "textarea" ? "textarea" : "text"];
  const text = z.string({ error: leadMessages.required }).trim().max(max, message);
  const present = field.required ? text.min(1, leadMessages.required) : text;
  if (field.control === "input" && field.type === "email") {
    return present.pipe(emailFormat.or(z.literal("")));
  }
  if (field.control === "input" && field.type === "tel") {
    // French numbers may be typed nationally (06…); others need their +country prefix.
    return present
      .refine((value) => value === "" || isValidPhoneNumber(value, "FR"), leadMessages.phoneInvalid)
      .transform((value) => (value === "" ? value : parsePhoneNumberWithError(value, "FR").number));
  }
  if (field.control === "input" && field.type === "number") {
    return present.refine(
      (value) => value === "" || /^\d{1,9}$/.test(value),
      leadMessages.amountInvalid,
    );
  }
  return field.required ? present : present.optional();
}

/**
 * Optional context a simulator passes with a request (amount in euros, duration in months), within
 * the amounts the product lends when the form is a loan request, with the loan request's message.
 */
function simulationSchema({ loanAmount }: LeadFormSpec) {
  const outOfRange = loanAmount && loanRequestMessages.amount(loanAmount);
  const montant = loanAmount
    ? z.number().min(loanAmount.min, outOfRange).max(loanAmount.max, outOfRange)
    : z.number().positive().max(10_000_000);
  return z.object({ montant, duree: z.number().int().positive().max(600) }).optional();
}

/**
 * The schema of a lead form, made from the same description the page draws it from, so the
 * browser and the server can never disagree on a field.
 */
export function leadSchema(form: LeadFormSpec) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of form.fields) shape[field.name] = fieldSchema(field);
  return z.object({
    ...shape,
    /** The page the form was sent from. */
    page: z
      .string()
      .max(200)
      .regex(/^\/[A-Za-z0-9/_-]*$/)
      .optional(),
    simulation: simulationSchema(form),
    /** Invisible to people; a bot that fills every field fills this one too. */
    website: z.string().max(500).optional(),
  });
}
