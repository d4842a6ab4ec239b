import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";

const migrations = join(import.meta.dirname, "../../db/migrations");

/** Rows in the shape they had before migration 009: consent in two places that never met. */
const oldRows = `
INSERT INTO customers (email, email_normalized, password_hash, first_name, last_name, birth_date,
  gender, whatsapp, country, currency, newsletter, terms_accepted_at, created_at, updated_at)
VALUES
  ('Case.Coche@example.fr', 'case.coche@example.fr', 'x', 'Léa', 'Bernard', '1990-01-01', 'female',
    '+33611223344', 'FR', 'EUR', true, now(), '2025-01-01T10:00:00Z', '2025-02-01T10:00:00Z'),
  ('desabonne@example.fr', 'desabonne@example.fr', 'x', 'Paul', 'Morel', '1985-05-05', 'male',
    '+33611223345', 'FR', 'EUR', true, now(), '2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'),
  ('deux.fois@example.fr', 'deux.fois@example.fr', 'x', 'Anne', 'Roy', '1980-03-03', 'female',
    '+33611223346', 'FR', 'EUR', true, now(), '2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z'),
  ('decoche@example.fr', 'decoche@example.fr', 'x', 'Marc', 'Petit', '1975-07-07', 'male',
    '+33611223347', 'FR', 'EUR', false, now(), '2025-01-01T10:00:00Z', '2025-06-01T10:00:00Z'),
  ('abonnee.avant@example.fr', 'abonnee.avant@example.fr', 'x', 'Inès', 'Blanc', '1995-09-09',
    'female', '+33611223348', 'FR', 'EUR', false, now(), '2025-03-01T10:00:00Z',
    '2025-03-01T10:00:00Z');
INSERT INTO newsletter_subscribers (email, email_normalized, unsubscribe_token, subscribed_at,
  unsubscribed_at)
VALUES
  ('desabonne@example.fr', 'desabonne@example.fr', 'jeton-desabonne-000000000000000',
    '2024-12-01T10:00:00Z', '2025-04-01T10:00:00Z'),
  ('deux.fois@example.fr', 'deux.fois@example.fr', 'jeton-deux-fois-000000000000000',
    '2024-12-01T10:00:00Z', NULL),
  ('decoche@example.fr', 'decoche@example.fr', 'jeton-decoche-00000000000000000',
    '2025-02-01T10:00:00Z', NULL),
  ('abonnee.avant@example.fr', 'abonnee.avant@example.fr', 'jeton-abonnee-avant-000000000000',
    '2025-02-01T10:00:00Z', NULL),
  ('lecteur@example.fr', 'lecteur@example.fr', 'jeton-lecteur-00000000000000000',
    '2025-01-15T10:00:00Z', NULL),
  ('parti@example.fr', 'parti@example.fr', 'jeton-parti-0000000000000000000',
    '2025-01-15T10:00:00Z', '2025-05-01T10:00:00Z');
`;

/** The migrations before 009, recorded as `createDatabase` records them, then the old rows. */
async function scriptUpTo009(): Promise<string[]> {
  const files = (await readdir(migrations)).filter((file) => file.endsWith(".sql")).sort();
  const earlier = files.filter((file) => file < "009");
  return [
    "CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());",
    ...(await Promise.all(earlier.map((file) => readFile(join(migrations, file), "utf8")))),
    ...earlier.map((file) => `INSERT INTO schema_migrations (version) VALUES ('${file}');`),
    oldRows,
  ];
}

describe.each<DatabaseKind>(["pglite", "postgres"])("migration 009 on %s", (kind) => {
  let upgraded: TestDatabase;

  beforeAll(async () => {
    upgraded = await createTestDatabase(kind, { before: await scriptUpTo009() });
  }, 60_000);

  afterAll(() => upgraded?.drop());

  const subscriber = (email: string) =>
    upgraded.database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email_normalized", "=", email)
      .executeTakeFirst();

  it("puts on the list the customers who ticked the box, with a token of their own", async () => {
    const row = await subscriber("case.coche@example.fr");
    expect(row).toMatchObject({
      email: "Case.Coche@example.fr",
      subscribed_at: new Date("2025-02-01T10:00:00Z"),
      unsubscribed_at: null,
      confirmation_token_hash: null,
    });
    expect(row?.unsubscribe_token).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps out an address that left by the unsubscribe link, whatever its box said", async () => {
    expect(await subscriber("desabonne@example.fr")).toMatchObject({
      subscribed_at: new Date("2024-12-01T10:00:00Z"),
      unsubscribed_at: new Date("2025-04-01T10:00:00Z"),
      unsubscribe_token: "jeton-desabonne-000000000000000",
    });
  });

  it("keeps one row for an address on the list both ways", async () => {
    const rows = await upgraded.database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email_normalized", "=", "deux.fois@example.fr")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      unsubscribe_token: "jeton-deux-fois-000000000000000",
      subscribed_at: new Date("2024-12-01T10:00:00Z"),
      unsubscribed_at: null,
    });
  });

  it("takes off the list a customer who may have unticked the box after subscribing", async () => {
    expect(await subscriber("decoche@example.fr")).toMatchObject({
      unsubscribed_at: new Date("2025-06-01T10:00:00Z"),
    });
    // Opened the account, box unticked, after subscribing: not ticking is no withdrawal.
    expect(await subscriber("abonnee.avant@example.fr")).toMatchObject({ unsubscribed_at: null });
  });

  it("leaves the public form's subscribers as they were, and drops the duplicate column", async () => {
    expect(await subscriber("lecteur@example.fr")).toMatchObject({ unsubscribed_at: null });
    expect(await subscriber("parti@example.fr")).toMatchObject({
      unsubscribed_at: new Date("2025-05-01T10:00:00Z"),
    });
    const total = await upgraded.database.db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(total.count)).toBe(7);
    const customer = await upgraded.database.db
      .selectFrom("customers")
      .selectAll()
      .where("email_normalized", "=", "case.coche@example.fr")
      .executeTakeFirstOrThrow();
    expect(customer).not.toHaveProperty("newsletter");
  });
});
