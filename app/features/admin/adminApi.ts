import { redirect } from "react-router";
import { exportLeads, getLead, listLeads, listSubscribers } from "@domain/api/admin";
import {
  applicationListQuerySchema,
  exportApplications,
  getApplicationFile,
  listApplicationsForStaff,
  type ApplicationFile,
  type ApplicationPage,
} from "@domain/api/applicationAdmin";
import { endpointUrl, type EndpointResult } from "@domain/api/endpoint";
import { fieldErrors } from "@domain/forms/fieldErrors";
import { leadListQuerySchema, pagingSchema } from "@domain/leads/admin";
import type { Staff } from "@domain/profile";
import { ApiClientError, callApi } from "~/lib/api";
import { fetchSession, homePath } from "~/lib/session";
import { inFrench } from "./inFrench";

/** Each wrong filter's message, as staff read it. */
export type FilterErrors = Partial<Record<string, string>>;

export const filterErrors = (error: Parameters<typeof fieldErrors>[0]): FilterErrors =>
  Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, text]) => [field, text && inFrench(text)]),
  );

export type LeadPage = EndpointResult<typeof listLeads>;
export type LeadDetail = EndpointResult<typeof getLead>;
export type AdminLead = LeadPage["leads"][number];
export type StatusChange = LeadDetail["history"][number];
export type SubscriberPage = EndpointResult<typeof listSubscribers>;

/** Staff only: visitors are sent to the login page, customers to their own area. */
export async function requireStaff(): Promise<Staff> {
  const user = await fetchSession();
  if (!user) throw redirect("/login");
  if (user.role !== "admin") throw redirect(homePath(user));
  return user;
}

/**
 * Where a refusal of the API sends the person: a session that ended to the login page, a session
 * without the rights to their own area (which sends staff without a second factor to enrolment).
 */
export function refusalPath(error: unknown): string | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  if (error.status === 401) return "/login";
  if (error.status === 403) return "/espaceClient";
  return undefined;
}

/** A session that ended (or lost its rights) since the page opened sends the person away too. */
export async function staffData<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const path = refusalPath(error);
    if (path) throw redirect(path);
    throw error;
  }
}

export interface LeadsView {
  view: "leads";
  /** The filters as typed, to fill the form again. */
  values: Record<string, string>;
  errors: FilterErrors;
  list: LeadPage | undefined;
  /** The open request, or why it cannot be shown. */
  detail: LeadDetail | { missing: string } | undefined;
  exportHref: string | undefined;
}

export interface SubscribersView {
  view: "newsletter";
  list: SubscriberPage | undefined;
  errors: FilterErrors;
}

export interface ApplicationsView {
  view: "prets";
  /** The filters as typed, to fill the form again. */
  values: Record<string, string>;
  errors: FilterErrors;
  list: ApplicationPage | undefined;
  /** The open application, or why it cannot be shown. */
  file: ApplicationFile | { missing: string } | undefined;
  exportHref: string | undefined;
}

/** A record the URL names but the API does not know (deleted, mistyped): said in the panel. */
export async function loadOrMissing<T>(call: Promise<T>): Promise<T | { missing: string }> {
  try {
    return await staffData(call);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return { missing: error.message };
    throw error;
  }
}

const loadDetail = (id: string): Promise<LeadsView["detail"]> =>
  loadOrMissing(callApi(getLead, { params: { id } }));

/** The list as the URL asks for it; the filters are checked here first, with the API's schema. */
export async function loadLeads(params: URLSearchParams): Promise<LeadsView> {
  const values = Object.fromEntries(params);
  const parsed = leadListQuerySchema.safeParse(values);
  if (!parsed.success) {
    const errors = filterErrors(parsed.error);
    return {
      view: "leads",
      values,
      errors,
      list: undefined,
      detail: undefined,
      exportHref: undefined,
    };
  }
  const { kind, status, from, to, q, page } = parsed.data;
  const filters = { kind, status, from, to, q };
  const id = params.get("lead");
  const [list, detail] = await Promise.all([
    staffData(callApi(listLeads, { query: { ...filters, page } })),
    id ? loadDetail(id) : undefined,
  ]);
  const exportHref = endpointUrl(exportLeads, undefined, filters);
  return { view: "leads", values, errors: {}, list, detail, exportHref };
}

export async function loadSubscribers(params: URLSearchParams): Promise<SubscribersView> {
  const parsed = pagingSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success)
    return { view: "newsletter", list: undefined, errors: filterErrors(parsed.error) };
  const list = await staffData(callApi(listSubscribers, { query: { page: parsed.data.page } }));
  return { view: "newsletter", list, errors: {} };
}

/** The loan applications as the URL asks for them, and the open one (`demande`). */
export async function loadApplications(params: URLSearchParams): Promise<ApplicationsView> {
  const values = Object.fromEntries(params);
  const parsed = applicationListQuerySchema.safeParse(values);
  if (!parsed.success) {
    return {
      view: "prets",
      values,
      errors: filterErrors(parsed.error),
      list: undefined,
      file: undefined,
      exportHref: undefined,
    };
  }
  const { product, state, outcome, page } = parsed.data;
  const filters = { product, state, outcome };
  const id = params.get("demande");
  const [list, file] = await Promise.all([
    staffData(callApi(listApplicationsForStaff, { query: { ...filters, page } })),
    id ? loadOrMissing(callApi(getApplicationFile, { params: { id } })) : undefined,
  ]);
  const exportHref = endpointUrl(exportApplications, undefined, filters);
  return { view: "prets", values, errors: {}, list, file, exportHref };
}
