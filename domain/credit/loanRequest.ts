import { z } from "../forms/z";
import { loanRequestIssues, loanRequestMessages } from "./offers";
import { creditProducts } from "./products";

/**
 * A simulated loan as the browser sends it: what the product offers is checked against its own
 * data, with the message of the field at fault. No rate travels: the server prices the loan.
 */
export const loanRequestSchema = z
  .object({
    product: z.enum(creditProducts, { error: loanRequestMessages.product }),
    amount: z.number({ error: loanRequestMessages.wholeEuros }),
    months: z.number({ error: loanRequestMessages.duration }),
    option: z.string({ error: loanRequestMessages.option }).max(40),
    insurance: z.boolean({ error: loanRequestMessages.insurance }),
  })
  .superRefine((request, context) => {
    for (const issue of loanRequestIssues(request)) {
      context.addIssue({ code: "custom", message: issue.message, path: [issue.field] });
    }
  });
