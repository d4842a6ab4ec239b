import { sql, type Selectable } from "kysely";
import { canMoveTo, type LeadStatus } from "../../domain/leads/statuses";
import type {
  AdminLead,
  LeadDetail,
  LeadFilters,
  LeadListQuery,
  LeadPage,
} from "../../domain/leads/admin";
import type { Db } from "../../db/database";
import type { LeadsTable } from "../../db/schema";

/** Days are the staff's days: a lead sent at 00:30 in Paris belongs to that Paris date. */
const BANK_TIME_ZONE = "Europe/Paris";

const toAdminLead = (row: Selectable<LeadsTable>): AdminLead => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  contactName: row.contact_name,
  email: row.email,
  fields: row.fields,
  page: row.page,
  simulation: row.simulation,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** `%` and `_` typed by staff are searched for, not used as wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filteredLeads(db: Db, filters: LeadFilters) {
  let query = db.selectFrom("leads");
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.from) {
    query = query.where(
      "created_at",
      ">=",
      sql<Date>`(${filters.from}::date::timestamp AT TIME ZONE ${BANK_TIME_ZONE})`,
    );
  }
  if (filters.to) {
    query = query.where(
      "created_at",
      "<",
      sql<Date>`((${filters.to}::date + 1)::timestamp AT TIME ZONE ${BANK_TIME_ZONE})`,
    );
  }
  if (filters.q) {
    const pattern = containing(filters.q);
    query = query.where((eb) =>
      eb.or([eb("contact_name", "ilike", pattern), eb("email", "ilike", pattern)]),
    );
  }
  return query;
}

/** One page of the requests that match, newest first. */
export async function listLeads(db: Db, query: LeadListQuery): Promise<LeadPage> {
  const base = filteredLeads(db, query);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    leads: rows.map(toAdminLead),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every request that matches, newest first: what the CSV export holds. */
export async function allLeads(db: Db, filters: LeadFilters): Promise<AdminLead[]> {
  const rows = await filteredLeads(db, filters)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toAdminLead);
}

export async function findLead(db: Db, id: string): Promise<LeadDetail | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const history = await db
    .selectFrom("lead_status_changes")
    .select(["from_status", "to_status", "changed_by_email", "changed_at"])
    .where("lead_id", "=", id)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  return {
    lead: toAdminLead(row),
    history: history.map((change) => ({
      fromStatus: change.from_status,
      toStatus: change.to_status,
      changedBy: change.changed_by_email,
      changedAt: change.changed_at.toISOString(),
    })),
  };
}

export class LeadNotFoundError extends Error {}

export class ForbiddenTransitionError extends Error {
  constructor(
    readonly from: LeadStatus,
    readonly to: LeadStatus,
  ) {
    super(`${from} → ${to}`);
  }
}

/**
 * Moves a request along the workflow and records who did it and when, in the transaction given:
 * the row stays locked from the check to the commit, so two members of staff clicking at once
 * cannot both move it.
 */
export async function changeLeadStatus(
  trx: Db,
  id: string,
  to: LeadStatus,
  staff: { id: string; email: string },
): Promise<LeadDetail> {
  const lead = await trx
    .selectFrom("leads")
    .select("status")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!lead) throw new LeadNotFoundError();
  if (!canMoveTo(lead.status, to)) throw new ForbiddenTransitionError(lead.status, to);
  const now = new Date();
  await trx
    .updateTable("leads")
    .set({ status: to, updated_at: now })
    .where("id", "=", id)
    .execute();
  await trx
    .insertInto("lead_status_changes")
    .values({
      lead_id: id,
      from_status: lead.status,
      to_status: to,
      changed_by: staff.id,
      changed_by_email: staff.email,
      changed_at: now,
    })
    .execute();
  const detail = await findLead(trx, id);
  if (!detail) throw new LeadNotFoundError();
  return detail;
}
