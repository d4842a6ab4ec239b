import { rule } from "../i18n/message";
import { z } from "./z";

/**
 * Staff clearing a hit of the asset-freeze screening as a namesake (issue 34, item 4): the
 * register entry the customer is not, and the reason written, what tells them apart.
 */
export const screeningClearanceMessages = {
  listId: rule("staffClearanceListId"),
  reasonRequired: rule("staffClearanceReasonRequired"),
  reasonLength: rule("staffReasonLength"),
} as const;

const m = screeningClearanceMessages;

export const screeningClearanceFormSchema = z.object({
  /** The register's IdRegistre, as the hit names it. */
  listId: z.string({ error: m.listId }).regex(/^\d{1,20}$/, m.listId),
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .min(10, m.reasonLength)
    .max(1000, m.reasonLength),
});

export type ScreeningClearanceForm = z.input<typeof screeningClearanceFormSchema>;
