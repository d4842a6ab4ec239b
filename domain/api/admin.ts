import {
  leadDetailSchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadPageSchema,
  pagingSchema,
  statusChangeSchema,
  subscriberPageSchema,
} from "../leads/admin";
import { leadStatusLabels, type LeadStatus } from "../leads/statuses";
import { z } from "../forms/z";
import { message } from "../i18n/message";
import { endpoint } from "./endpoint";

const leadNotFound = { status: 404, message: message("staffLeadNotFound") } as const;

/**
 * The request a path names. An id that is not a UUID names none: it reaches the handler as `null`
 * and is answered like an unknown request (404), not as a mistyped field (400).
 */
const leadParams = z.object({ id: z.uuid().nullable().catch(null) });

/** The staff's list of requests, filtered and paged. */
export const listLeads = endpoint({
  method: "GET",
  path: "/api/admin/leads",
  access: "staff",
  query: leadListQuerySchema,
  response: leadPageSchema,
});

/** Every request that matches the filters, as a CSV file for spreadsheets (not JSON). */
export const exportLeads = endpoint({
  method: "GET",
  path: "/api/admin/leads.csv",
  access: "staff",
  query: leadFiltersSchema,
});

export const getLead = endpoint({
  method: "GET",
  path: "/api/admin/leads/:id",
  access: "staff",
  params: leadParams,
  response: leadDetailSchema,
  errors: { lead_not_found: leadNotFound },
});

/** One move along the workflow; the answer is the request with its history. */
export const changeLeadStatus = endpoint({
  method: "PATCH",
  path: "/api/admin/leads/:id/status",
  access: "staff",
  params: leadParams,
  body: statusChangeSchema,
  response: leadDetailSchema,
  errors: {
    lead_not_found: leadNotFound,
    /** Answered with the two statuses named (`transitionRefusal`). */
    forbidden_transition: {
      status: 409,
      message: message("staffForbiddenTransition"),
    },
  },
});

/** The `forbidden_transition` message as staff read it: from which status to which. */
export const transitionRefusal = (from: LeadStatus, to: LeadStatus) =>
  message("staffTransitionRefused", { from: leadStatusLabels[from], to: leadStatusLabels[to] });

/** The newsletter list, newest first, with those who left. */
export const listSubscribers = endpoint({
  method: "GET",
  path: "/api/admin/newsletter",
  access: "staff",
  query: pagingSchema,
  response: subscriberPageSchema,
});
