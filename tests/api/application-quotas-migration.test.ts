import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../../server/services/applications";
import { ApplicationQuotaError } from "../../server/services/application-quotas";
import { personalLoanRequest } from "../support/applications";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";

const migrations = join(import.meta.dirname, "../../db/migrations");

const loan = `'pretPersonnel', 10000, 60, 'equipement', false, 0.039, 183.71, 0.0397, 11022.6, 2.5, 150, 0.003`;
const columns = `customer_id, product, amount, months, option, insurance, annual_rate, monthly_payment,
  taeg, total_due, insurance_monthly, insurance_total, taea`;

/**
 * Before migration 014, « Faire ma demande » pressed twice opened two applications: Claire has
 * three personal loans under way and a refused one, Paul one.
 */
const oldRows = `
INSERT INTO customers (id, email, email_normalized, password_hash, first_name, last_name,
  birth_date, gender, whatsapp, country, currency, terms_accepted_at)
VALUES
  ('00000000-0000-4000-8000-000000000001', 'claire@example.fr', 'claire@example.fr', 'x', 'Claire',
    'Martin', '1990-05-17', 'female', '+33612345678', 'FR', 'EUR', now()),
  ('00000000-0000-4000-8000-000000000002', 'paul@example.fr', 'paul@example.fr', 'x', 'Paul',
    'Durand', '1985-05-05', 'male', '+33612345679', 'FR', 'EUR', now());
INSERT INTO credit_applications (id, ${columns}, state, created_at, refusal_reason, decided_at)
VALUES
  ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', ${loan},
    'submitted', '2026-10-01T10:00:00Z', NULL, NULL),
  ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', ${loan},
    'informations', '2026-10-01T10:00:01Z', NULL, NULL),
  ('10000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', ${loan},
    'informations', '2026-10-01T10:00:02Z', NULL, NULL),
  ('10000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', ${loan},
    'refused', '2026-10-02T10:00:00Z', 'Revenus insuffisants', now()),
  ('10000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000002', ${loan},
    'documents', '2026-09-01T10:00:00Z', NULL, NULL);
`;

/** The migrations before 014, recorded as `createDatabase` records them, then the old rows. */
async function scriptUpTo014(): Promise<string[]> {
  const files = (await readdir(migrations)).filter((file) => file.endsWith(".sql")).sort();
  const earlier = files.filter((file) => file < "014");
  return [
    "CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());",
    ...(await Promise.all(earlier.map((file) => readFile(join(migrations, file), "utf8")))),
    ...earlier.map((file) => `INSERT INTO schema_migrations (version) VALUES ('${file}');`),
    oldRows,
  ];
}

describe.each<DatabaseKind>(["pglite", "postgres"])("migration 014 on %s", (kind) => {
  let upgraded: TestDatabase;

  beforeAll(async () => {
    upgraded = await createTestDatabase(kind, { before: await scriptUpTo014() });
  }, 60_000);

  afterAll(() => upgraded?.drop());

  it("keeps every application opened twice as it was, and indexes the newest of each loan", async () => {
    const rows = await upgraded.database.db
      .selectFrom("credit_applications")
      .select(["id", "state", "opened_twice"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.id.slice(-1), row.state, row.opened_twice])).toEqual([
      ["1", "submitted", true],
      ["2", "informations", true],
      ["3", "informations", false],
      ["4", "refused", false],
      ["5", "documents", false],
    ]);
  });

  it("leads Claire back to her newest personal loan, and refuses a second one in progress", async () => {
    const { db } = upgraded.database;
    const refusal = await db
      .transaction()
      .execute((trx) =>
        createApplication(trx, "00000000-0000-4000-8000-000000000001", personalLoanRequest),
      )
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApplicationQuotaError);
    expect((refusal as ApplicationQuotaError).refusal).toMatchObject({
      code: "application_exists",
      applicationId: "10000000-0000-4000-8000-000000000003",
    });

    // Written past the service's check, the index refuses Paul's second one all the same.
    const second = sql.raw(
      `INSERT INTO credit_applications (${columns}, state)
       VALUES ('00000000-0000-4000-8000-000000000002', ${loan}, 'informations')`,
    );
    await expect(second.execute(db)).rejects.toThrow(/credit_applications_one_in_progress/);
  });
});
