import { redirect } from "react-router";
import { leadStatusLabels } from "@domain/leads/statuses";
import { ApiClientError, apiRequest } from "~/lib/api";
import {
  leadListQuerySchema,
  leadQueryString,
  pagingSchema,
  statusChangeSchema,
  type LeadDetail,
  type LeadPage,
  type SubscriberPage,
} from "@domain/leads/admin";
import { fieldErrors, type FieldErrors } from "@domain/forms/fieldErrors";
import type { Staff } from "@domain/profile";
import { fetchSession, homePath } from "~/lib/session";

/** Staff only: visitors are sent to the login page, customers to their own area. */
export async function requireStaff(): Promise<Staff> {
  const user = await fetchSession();
  if (!user) throw redirect("/login");
  if (user.role !== "admin") throw redirect(homePath(user));
  return user;
}

/** A session that ended (or lost its rights) since the page opened sends the person away too. */
async function adminRequest<T>(method: "GET" | "PATCH", path: string, body?: unknown): Promise<T> {
  try {
    return await apiRequest<T>(method, path, body);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) throw redirect("/login");
    if (error instanceof ApiClientError && error.status === 403) throw redirect("/espaceClient");
    throw error;
  }
}

export interface LeadsView {
  view: "leads";
  /** The filters as typed, to fill the form again. */
  values: Record<string, string>;
  errors: FieldErrors;
  list: LeadPage | undefined;
  /** The open request, or why it cannot be shown. */
  detail: LeadDetail | { missing: string } | undefined;
  exportHref: string | undefined;
}

export interface SubscribersView {
  view: "newsletter";
  list: SubscriberPage | undefined;
  errors: FieldErrors;
}

async function loadDetail(id: string): Promise<LeadsView["detail"]> {
  try {
    return await adminRequest<LeadDetail>("GET", `/api/admin/leads/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return { missing: error.message };
    throw error;
  }
}

/** The list as the URL asks for it; the filters are checked here first, with the API's schema. */
export async function loadLeads(params: URLSearchParams): Promise<LeadsView> {
  const values = Object.fromEntries(params);
  const parsed = leadListQuerySchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      view: "leads",
      values,
      errors,
      list: undefined,
      detail: undefined,
      exportHref: undefined,
    };
  }
  const id = params.get("lead");
  const [list, detail] = await Promise.all([
    adminRequest<LeadPage>("GET", `/api/admin/leads?${leadQueryString(parsed.data, parsed.data)}`),
    id ? loadDetail(id) : undefined,
  ]);
  const exportHref = `/api/admin/leads.csv?${leadQueryString(parsed.data)}`;
  return { view: "leads", values, errors: {}, list, detail, exportHref };
}

export async function loadSubscribers(params: URLSearchParams): Promise<SubscribersView> {
  const parsed = pagingSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success)
    return { view: "newsletter", list: undefined, errors: fieldErrors(parsed.error) };
  const list = await adminRequest<SubscriberPage>(
    "GET",
    `/api/admin/newsletter?page=${parsed.data.page}`,
  );
  return { view: "newsletter", list, errors: {} };
}

export interface StatusChangeResult {
  ok: boolean;
  message: string;
}

/** The status buttons of a request post here; the page then reloads the request and the list. */
export async function changeStatus(form: FormData): Promise<StatusChangeResult> {
  const parsed = statusChangeSchema.safeParse({ status: form.get("status") });
  const id = form.get("lead");
  if (!parsed.success || typeof id !== "string") {
    return { ok: false, message: "Ce changement de statut est invalide." };
  }
  try {
    await adminRequest("PATCH", `/api/admin/leads/${encodeURIComponent(id)}/status`, parsed.data);
    return { ok: true, message: `Statut mis à jour : ${leadStatusLabels[parsed.data.status]}.` };
  } catch (error) {
    if (error instanceof ApiClientError) return { ok: false, message: error.message };
    throw error;
  }
}
