import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteExpiredLeads,
  retentionCutoff,
  retentionReport,
} from "../../server/services/retention";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";

const now = new Date("2026-11-22T12:00:00Z");
const DAY = 24 * 3600_000;

describe("the 3-year cut-off", () => {
  it("is the same instant three years earlier", () => {
    expect(retentionCutoff(now).toISOString()).toBe("2023-11-22T12:00:00.000Z");
  });

  it("reports in French what it deleted, or that there was nothing to delete", () => {
    const cutoff = retentionCutoff(now);
    expect(retentionReport({ cutoff, deleted: 0, byKind: {} })).toBe(
      "Aucune demande reçue avant le 22 novembre 2023 : rien à supprimer.",
    );
    expect(retentionReport({ cutoff, deleted: 3, byKind: { pretAuto: 1, expert: 2 } })).toBe(
      [
        "3 demandes reçues avant le 22 novembre 2023 supprimées, avec leur historique :",
        "  - Contact expert en investissement : 2",
        "  - Demande de prêt auto : 1",
      ].join("\n"),
    );
  });
});

describe.each<DatabaseKind>(["pglite", "postgres"])("lead retention on %s", (kind) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  }, 60_000);

  afterAll(() => testDatabase.drop());

  const lead = async (leadKind: string, createdAt: Date) =>
    (
      await testDatabase.database.db
        .insertInto("leads")
        .values({
          kind: leadKind,
          contact_name: "Prospect",
          email: null,
          fields: "{}",
          created_at: createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  it("deletes the leads older than 3 years with their history, and only those", async () => {
    const cutoff = retentionCutoff(now).getTime();
    const old = await lead("pretAuto", new Date(cutoff - DAY));
    await lead("expert", new Date(cutoff - 1));
    await lead("expert", new Date(cutoff - 400 * DAY));
    const recent = await lead("pretAuto", new Date(cutoff + DAY));
    await testDatabase.database.db
      .insertInto("lead_status_changes")
      .values(
        [old, recent].map((id) => ({
          lead_id: id,
          from_status: "nouveau" as const,
          to_status: "en_cours" as const,
          changed_by: null,
          changed_by_email: "conseiller@aurore-banque.example",
        })),
      )
      .execute();

    const result = await deleteExpiredLeads(testDatabase.database, now);
    expect(result).toEqual({
      cutoff: new Date(cutoff),
      deleted: 3,
      byKind: { pretAuto: 1, expert: 2 },
    });
    const remaining = await testDatabase.database.db.selectFrom("leads").select("id").execute();
    expect(remaining.map((row) => row.id)).toEqual([recent]);
    const history = await testDatabase.database.db
      .selectFrom("lead_status_changes")
      .select("lead_id")
      .execute();
    expect(history.map((row) => row.lead_id)).toEqual([recent]);
    expect((await deleteExpiredLeads(testDatabase.database, now)).deleted).toBe(0);
  });
});
