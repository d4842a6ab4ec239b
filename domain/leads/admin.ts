import { z } from "../forms/z";
import { rule } from "../i18n/message";
import { leadKinds } from "./forms";
import { leadStatuses } from "./statuses";

export const adminMessages = {
  kind: rule("leadFilterKind"),
  status: rule("leadFilterStatus"),
  date: rule("leadFilterDate"),
  dateOrder: rule("leadFilterDateOrder"),
  search: rule("leadFilterSearch"),
  page: rule("leadFilterPage"),
  pageSize: rule("leadFilterPageSize"),
} as const;

export const DEFAULT_PAGE_SIZE = 20;

/** A filter left empty in the form (`?kind=`) means no filter. */
export const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);

const isoDate = z
  .string({ error: adminMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, adminMessages.date);

const pageNumber = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: adminMessages.page })
    .int(adminMessages.page)
    .min(1, adminMessages.page)
    .max(1_000_000, adminMessages.page)
    .default(1),
);

const pageSize = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: adminMessages.pageSize })
    .int(adminMessages.pageSize)
    .min(1, adminMessages.pageSize)
    .max(100, adminMessages.pageSize)
    .default(DEFAULT_PAGE_SIZE),
);

/** What narrows the list of requests; the CSV export takes the same filters. */
export const leadFiltersSchema = z
  .object({
    kind: z.preprocess(emptyAsMissing, z.enum(leadKinds, { error: adminMessages.kind }).optional()),
    status: z.preprocess(
      emptyAsMissing,
      z.enum(leadStatuses, { error: adminMessages.status }).optional(),
    ),
    /** First and last day included, as the staff's calendar (Paris) counts days. */
    from: z.preprocess(emptyAsMissing, isoDate.optional()),
    to: z.preprocess(emptyAsMissing, isoDate.optional()),
    /** Part of the contact's name or e-mail address, whatever its case. */
    q: z.preprocess(
      emptyAsMissing,
      z.string({ error: adminMessages.search }).trim().max(100, adminMessages.search).optional(),
    ),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ["to"],
    message: adminMessages.dateOrder,
  });

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const pagingSchema = z.object({ page: pageNumber, pageSize });

/** `GET /api/admin/leads`: the filters and the page wanted. */
export const leadListQuerySchema = z.intersection(leadFiltersSchema, pagingSchema);

export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const statusChangeSchema = z.object({
  status: z.enum(leadStatuses, { error: adminMessages.status }),
});

/** A request as the admin API answers it. */
export const adminLeadSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(leadStatuses),
  contactName: z.string(),
  email: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  page: z.string().nullable(),
  simulation: z.object({ montant: z.number(), duree: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type AdminLead = z.output<typeof adminLeadSchema>;

const statusChangeRecordSchema = z.object({
  fromStatus: z.enum(leadStatuses),
  toStatus: z.enum(leadStatuses),
  changedBy: z.string(),
  changedAt: z.string(),
});

export const leadPageSchema = z.object({
  leads: z.array(adminLeadSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type LeadPage = z.output<typeof leadPageSchema>;

/** A request with the moves staff made, oldest first. */
export const leadDetailSchema = z.object({
  lead: adminLeadSchema,
  history: z.array(statusChangeRecordSchema),
});

export type LeadDetail = z.output<typeof leadDetailSchema>;

export const subscriberPageSchema = z.object({
  subscribers: z.array(
    z.object({
      email: z.string(),
      subscribedAt: z.string(),
      unsubscribedAt: z.string().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type SubscriberPage = z.output<typeof subscriberPageSchema>;
