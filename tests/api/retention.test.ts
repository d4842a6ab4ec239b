import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationState } from "@domain/credit/application";
import {
  ABANDONED_APPLICATION_RETENTION_MONTHS,
  REFUSED_APPLICATION_RETENTION_MONTHS,
} from "@domain/retention";
import { privacyText } from "~/content/politiquesConfidentialite.i18n";
import type { CreditApplicationsTable } from "../../db/schema";
import { createApplication } from "../../server/services/applications";
import {
  applicationRetentionReport,
  deleteExpiredApplications,
  deleteExpiredLeads,
  monthsBefore,
  retentionCutoff,
  retentionReport,
} from "../../server/services/retention";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import type { Updateable } from "kysely";

// The periods as the French privacy page states them.
const { retentionPeriods } = await privacyText.load("fr");

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

describe("the 6-month periods of loan applications", () => {
  it("go back six months, to the last day of a shorter month", () => {
    expect(monthsBefore(now, 6).toISOString()).toBe("2026-05-22T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-08-31T08:00:00Z"), 6).toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
  });

  it("are the ones the privacy page states", () => {
    expect(REFUSED_APPLICATION_RETENTION_MONTHS).toBe(6);
    expect(ABANDONED_APPLICATION_RETENTION_MONTHS).toBe(6);
    const stated = retentionPeriods.find((item) => item.id === "creditApplications");
    expect(stated?.period).toBe(`${REFUSED_APPLICATION_RETENTION_MONTHS} mois`);
  });

  it("reports in French what it deleted, or that there was nothing to delete", () => {
    const cutoff = monthsBefore(now, 6);
    const result = { decidedBefore: cutoff, inactiveSince: cutoff };
    expect(applicationRetentionReport({ ...result, refused: 0, withdrawn: 0, abandoned: 0 })).toBe(
      "Aucune demande de prêt à supprimer (refus ou rétractation avant le 22 mai 2026, dernière activité avant le 22 mai 2026 pour une demande inachevée).",
    );
    expect(applicationRetentionReport({ ...result, refused: 1, withdrawn: 2, abandoned: 3 })).toBe(
      [
        "6 demandes de prêt supprimées (refus ou rétractation avant le 22 mai 2026, dernière activité avant le 22 mai 2026 pour une demande inachevée), avec leurs justificatifs et leur historique :",
        "  - refusées : 1",
        "  - rétractées : 2",
        "  - abandonnées : 3",
      ].join("\n"),
    );
  });
});

describe.each<DatabaseKind>(["pglite", "postgres"])("loan application retention on %s", (kind) => {
  let testDatabase: TestDatabase;
  const cutoff = monthsBefore(now, 6).getTime();
  const before = new Date(cutoff - DAY);
  const after = new Date(cutoff + DAY);

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  }, 60_000);

  afterAll(() => testDatabase.drop());

  let customers = 0;
  /** A customer of their own for each application: one may have only one open per loan. */
  const newCustomer = async () => {
    customers += 1;
    const email = `claire.martin.${customers}@example.fr`;
    const { id } = await testDatabase.database.db
      .insertInto("customers")
      .values({
        email,
        email_normalized: email,
        password_hash: "not used here",
        first_name: "Claire",
        last_name: "Martin",
        birth_date: "1990-05-17",
        gender: "female",
        whatsapp: "+33612345678",
        country: "FR",
        currency: "EUR",
        account_type: "personal",
        terms_accepted_at: new Date("2025-01-01T00:00:00Z"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };

  const signature = JSON.stringify({
    method: "password",
    figures: {
      amount: 10_000,
      months: 60,
      annualRate: 0.039,
      taeg: 0.0397,
      monthlyPayment: 183.71,
      totalDue: 11_022.6,
      insurance: false,
      insuranceMonthly: 0,
      insuranceTotal: 0,
      taea: 0,
    },
    offerValidUntil: "2025-01-16",
  });
  const signed = {
    offer_valid_until: "2025-01-16",
    signed_at: new Date("2025-01-10T10:00:00Z"),
    signature,
    withdrawal_ends_on: "2025-01-24",
    funds_release_on: "2025-01-18",
  };

  /** An application with one document, moved to a state with the columns that state needs. */
  async function application(
    state: ApplicationState,
    values: Updateable<CreditApplicationsTable>,
  ): Promise<string> {
    const db = testDatabase.database.db;
    const { id } = await createApplication(db, await newCustomer(), {
      product: "pretPersonnel",
      amount: 10_000,
      months: 60,
      option: "equipement",
      insurance: false,
    });
    const { id: documentId } = await db
      .insertInto("credit_application_documents")
      .values({
        application_id: id,
        code: "identity",
        file_name: "identite.pdf",
        media_type: "application/pdf",
        size: 4,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("credit_application_document_chunks")
      .values({ document_id: documentId, seq: 0, bytes: Buffer.from("%PDF") })
      .execute();
    await db
      .updateTable("credit_applications")
      .set({ state, ...values })
      .where("id", "=", id)
      .execute();
    return id;
  }

  it("deletes refused, withdrawn and abandoned applications after 6 months, and only those", async () => {
    const expired = {
      refused: await application("refused", {
        refusal_reason: "Taux d'endettement trop élevé",
        decided_at: before,
        updated_at: after,
      }),
      withdrawn: await application("withdrawn", {
        ...signed,
        decided_at: before,
        withdrawn_at: before,
        updated_at: after,
      }),
      informations: await application("informations", { updated_at: before }),
      documents: await application("documents", { updated_at: before }),
      documentRequested: await application("document_requested", { updated_at: before }),
      lapsedOffer: await application("accepted", {
        decided_at: before,
        offer_valid_until: "2025-01-16",
        updated_at: before,
      }),
    };
    const kept = [
      await application("refused", {
        refusal_reason: "Taux d'endettement trop élevé",
        decided_at: after,
        updated_at: before,
      }),
      await application("withdrawn", {
        ...signed,
        decided_at: before,
        withdrawn_at: after,
        updated_at: before,
      }),
      await application("documents", { updated_at: after }),
      // Waiting on staff, not on the customer: not abandoned.
      await application("submitted", { submitted_at: before, updated_at: before }),
      // A credit granted: kept for the life of the contract and 5 years after.
      await application("signed", { ...signed, decided_at: before, updated_at: before }),
    ];

    const result = await deleteExpiredApplications(testDatabase.database, now);
    expect(result).toEqual({
      decidedBefore: new Date(cutoff),
      inactiveSince: new Date(cutoff),
      refused: 1,
      withdrawn: 1,
      abandoned: 4,
    });
    const db = testDatabase.database.db;
    const remaining = await db.selectFrom("credit_applications").select("id").execute();
    expect(remaining.map((row) => row.id).sort()).toEqual([...kept].sort());
    const documents = await db
      .selectFrom("credit_application_documents")
      .select("application_id")
      .execute();
    expect(documents.map((row) => row.application_id).sort()).toEqual([...kept].sort());
    const pieces = await db
      .selectFrom("credit_application_document_chunks")
      .innerJoin(
        "credit_application_documents",
        "credit_application_documents.id",
        "credit_application_document_chunks.document_id",
      )
      .select("credit_application_documents.application_id")
      .execute();
    expect(pieces.map((row) => row.application_id).sort()).toEqual([...kept].sort());
    const events = await db
      .selectFrom("credit_application_events")
      .select("application_id")
      .where("application_id", "in", Object.values(expired))
      .execute();
    expect(events).toEqual([]);
    expect(await db.selectFrom("credit_application_events").select("id").execute()).toHaveLength(
      kept.length,
    );

    const again = await deleteExpiredApplications(testDatabase.database, now);
    expect(again.refused + again.withdrawn + again.abandoned).toBe(0);
  });
});
