import { endpointUrl } from "@domain/api/endpoint";
import { pagingSchema } from "@domain/leads/admin";
import {
  exportOpenings,
  getOpeningFile,
  listOpeningsForStaff,
  listRefunds,
  listStatementFiles,
  openingListQuerySchema,
  type OpeningFile,
  type OpeningPage,
  type Refunds,
  type StatementFilePage,
} from "@domain/api/openingAdmin";
import { callApi } from "~/lib/api";
import { filterErrors, loadOrMissing, staffData, type FilterErrors } from "./adminApi";

// The back office's current accounts (issue 34): the signed openings' queue and the statements.

export interface OpeningsView {
  view: "comptes";
  /** The filters as typed, to fill the form again. */
  values: Record<string, string>;
  errors: FilterErrors;
  list: OpeningPage | undefined;
  /** The open opening (`ouverture`), or why it cannot be shown. */
  file: OpeningFile | { missing: string } | undefined;
  exportHref: string | undefined;
}

export interface StatementsView {
  view: "releves";
  list: StatementFilePage | undefined;
  errors: FilterErrors;
  /** The refunds due and the payment orders generated (decision record 059). */
  refunds: Refunds;
}

/** The openings as the URL asks for them, and the open one. */
export async function loadOpenings(params: URLSearchParams): Promise<OpeningsView> {
  const values = Object.fromEntries(params);
  const parsed = openingListQuerySchema.safeParse(values);
  if (!parsed.success) {
    return {
      view: "comptes",
      values,
      errors: filterErrors(parsed.error),
      list: undefined,
      file: undefined,
      exportHref: undefined,
    };
  }
  const { status, transfer, page } = parsed.data;
  const filters = { status, transfer };
  const id = params.get("ouverture");
  const [list, file] = await Promise.all([
    staffData(callApi(listOpeningsForStaff, { query: { ...filters, page } })),
    id ? loadOrMissing(callApi(getOpeningFile, { params: { id } })) : undefined,
  ]);
  const exportHref = endpointUrl(exportOpenings, undefined, filters);
  return { view: "comptes", values, errors: {}, list, file, exportHref };
}

/** The statement files imported, a page at a time, and the refunds to make. */
export async function loadStatements(params: URLSearchParams): Promise<StatementsView> {
  const parsed = pagingSchema.safeParse(Object.fromEntries(params));
  const refunds = staffData(callApi(listRefunds));
  if (!parsed.success) {
    return {
      view: "releves",
      list: undefined,
      errors: filterErrors(parsed.error),
      refunds: await refunds,
    };
  }
  const [list, due] = await Promise.all([
    staffData(callApi(listStatementFiles, { query: { page: parsed.data.page } })),
    refunds,
  ]);
  return { view: "releves", list, errors: {}, refunds: due };
}
