import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Opening } from "@domain/currentAccount/opening";
import { formatEuros } from "@domain/format";
import { loadFreezeList } from "../../server/screening/screening";
import { createStaffAccount } from "../../server/services/staff";
import { signedOpening } from "../support/account-openings";
import { sampleJpeg, samplePng } from "../support/documents";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import { listedPerson, sampleFreezeList } from "../support/screening";
import { startInstances } from "../support/site";
import { camt053, firstTransferStatement, payerIbans } from "../support/statements";

const staff = { email: "comptes@aurore-banque.example", password: "Back-Office-2026" };

const payerOf = (person: { firstName: string; lastName: string }) =>
  `${person.lastName} ${person.firstName}`.toUpperCase();

/**
 * Staff's review of current account openings (issue 34, item 4): the partner bank's statement
 * imported from the back office, the queue of signed openings with their first transfer, the file,
 * the decisions that need the first transfer and a clear screening, the history, the CSV export,
 * and two members of staff deciding at once, over real connections.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("account openings' review on %s", (kind) => {
  let app: FastifyInstance;
  let origins: string[] = [];
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let staffCookie = "";
  let customers = 0;
  const db = () => testDatabase.database.db;

  beforeAll(async () => {
    const started = await startInstances(kind);
    ({ testDatabase, close } = started);
    app = started.instances[0]?.app as FastifyInstance;
    origins = started.instances.map((instance) => instance.origin);
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
  }, 60_000);

  afterAll(() => close());

  /** A new customer (Claire Martin unless told), signed in. */
  async function newCustomer(person: Partial<typeof claireSignup> = {}) {
    customers += 1;
    const email = `ouverture.${customers}@example.fr`;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, ...person, email },
      remoteAddress: `10.34.4.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    return { ...claireSignup, ...person, cookie: cookiesOf(signup), email };
  }

  /** A customer whose opening is signed: the account waits for its first transfer. */
  async function signedCustomer(person: Partial<typeof claireSignup> = {}) {
    const customer = await newCustomer(person);
    const opening = await signedOpening(app, customer.cookie, customer.password);
    return { ...customer, opening };
  }

  const staffGet = (url: string) =>
    app.inject({ method: "GET", url, headers: { cookie: staffCookie } });
  const staffPost = (url: string, payload?: object) =>
    app.inject({
      method: "POST",
      url,
      headers: { cookie: staffCookie },
      ...(payload && { payload }),
    });
  const importFile = (xml: string | Buffer, cookie = staffCookie) =>
    app.inject({
      method: "POST",
      url: "/api/admin/statements",
      headers: { cookie, "content-type": "application/xml" },
      payload: xml,
    });
  /** Staff import the statement bringing the opening's first transfer, from `payer`. */
  async function firstTransfer(opening: Opening, payer: string, entry = {}) {
    const { firstTransfer: where } = opening;
    if (!where) throw new Error("not signed");
    const answer = await importFile(firstTransferStatement(where, payer, entry));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  }
  const fileOf = async (id: string) => {
    const answer = await staffGet(`/api/admin/account-openings/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const countOf = async (table: "statement_files" | "ledger_entries" | "statement_entries") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("imports a statement uploaded by staff and lists it, with who imported it", async () => {
    const claire = await signedCustomer();
    const summary = await firstTransfer(claire.opening, payerOf(claire));
    expect(summary).toMatchObject({
      credited: 1,
      toReview: 0,
      alreadyBooked: 0,
      unknownAccounts: 0,
      notBooked: 0,
      entryCount: 1,
      messageId: expect.stringMatching(/^MSG-/),
    });
    const list = await staffGet("/api/admin/statements");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().files[0]).toMatchObject({
      id: summary.fileId,
      messageId: summary.messageId,
      importedBy: staff.email,
      entryCount: 1,
      credited: 1,
      toReview: 0,
    });
    // A customer has no access to the import.
    expect((await importFile(camt053([]), claire.cookie)).statusCode).toBe(403);
  });

  it("refuses a malformed file whole, with where and why, and books nothing of it", async () => {
    const claire = await signedCustomer();
    const before = await Promise.all([
      countOf("statement_files"),
      countOf("ledger_entries"),
      countOf("statement_entries"),
    ]);
    // The first entry is right; the second's amount is not: nothing of the file is taken.
    const xml = camt053([
      {
        iban: claire.opening.firstTransfer.iban,
        entries: [
          {
            reference: "OK-1",
            amount: "150.00",
            payerName: payerOf(claire),
            payerIban: payerIbans.fr,
            remittance: [claire.opening.firstTransfer.reference],
          },
          { reference: "KO-2", amount: "12,5", payerName: "X", payerIban: payerIbans.fr },
        ],
      },
    ]);
    const refused = await importFile(xml);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: "statement_refused" });
    expect(refused.json().error.message).toMatch(
      /^Relevé refusé en entier, rien n'en a été importé \(.+\)\.$/,
    );
    // No XML at all: where, in French.
    const truncated = await importFile(xml.slice(0, 200));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().error.message).toMatch(
      /^Relevé refusé en entier, rien n'en a été importé \(le fichier n'est pas un XML bien formé : erreur à la ligne \d+/,
    );
    // Not UTF-8 (a Latin-1 « é »): refused as well.
    const wellFormed = firstTransferStatement(claire.opening.firstTransfer, payerOf(claire));
    const latin1 = await importFile(
      Buffer.from(wellFormed.replace("Premier virement", "Réglé"), "latin1"),
    );
    expect(latin1.statusCode).toBe(422);
    expect(latin1.json().error.message).toContain("n'est pas un texte encodé en UTF-8");
    expect(
      await Promise.all([
        countOf("statement_files"),
        countOf("ledger_entries"),
        countOf("statement_entries"),
      ]),
    ).toEqual(before);
  });

  it("says when and by whom a file was imported when it comes again, and credits nothing twice", async () => {
    const claire = await signedCustomer();
    const xml = firstTransferStatement(claire.opening.firstTransfer, payerOf(claire));
    expect((await importFile(xml)).statusCode).toBe(201);
    const entries = await countOf("ledger_entries");
    const again = await importFile(xml);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "already_imported",
      importedBy: staff.email,
      importedAt: expect.any(String),
    });
    expect(again.json().error.message).toMatch(
      new RegExp(
        `^Ce relevé a déjà été importé le .+ par ${staff.email} : rien n'a été crédité une seconde fois\\.$`,
      ),
    );
    expect(await countOf("ledger_entries")).toBe(entries);
    const balance = await app.inject({
      url: "/api/current-account",
      headers: { cookie: claire.cookie },
    });
    expect(balance.json().balanceCents).toBe(150_00);
  });

  it("refuses every approval while no asset-freeze register is loaded", async () => {
    const claire = await signedCustomer();
    await firstTransfer(claire.opening, payerOf(claire));
    expect((await fileOf(claire.opening.id)).screening).toEqual({ outcome: "no_list_loaded" });
    const approval = await staffPost(`/api/admin/account-openings/${claire.opening.id}/approval`);
    expect(approval.statusCode).toBe(409);
    expect(approval.json().error.code).toBe("no_freeze_list");
    expect(approval.json().error.message).toMatch(/^Aucun registre des gels des avoirs/);
  });

  describe("once the register is loaded", () => {
    beforeAll(async () => {
      await loadFreezeList(db(), sampleFreezeList);
    });

    it("queues signed openings by where their first transfer stands, newest first, a page at a time", async () => {
      const waiting = await signedCustomer();
      const mismatched = await signedCustomer();
      const matched = await signedCustomer();
      await firstTransfer(mismatched.opening, "DURAND PAUL");
      await firstTransfer(matched.opening, payerOf(matched));

      const queue = await staffGet("/api/admin/account-openings?pageSize=100");
      expect(queue.statusCode, queue.body).toBe(200);
      const rows = queue.json().openings as { id: string; signedAt: string }[];
      const ids = rows.map((row) => row.id);
      // Newest first: the three signed last lead the list.
      expect(ids.slice(0, 3)).toEqual([
        matched.opening.id,
        mismatched.opening.id,
        waiting.opening.id,
      ]);
      expect(rows.map((row) => row.signedAt)).toEqual(
        [...rows.map((row) => row.signedAt)].sort().reverse(),
      );
      expect(rows[0]).toMatchObject({
        customerName: "Claire Martin",
        email: matched.email,
        offer: "plus",
        status: "signed",
        iban: matched.opening.firstTransfer.iban,
        transferState: "matched",
        transfersToReview: 0,
        screening: "clear",
      });
      expect(rows[1]).toMatchObject({ transferState: "to_review", transfersToReview: 1 });
      expect(rows[2]).toMatchObject({ transferState: "awaiting", transfersToReview: 0 });

      for (const [state, customer] of [
        ["matched", matched],
        ["to_review", mismatched],
        ["awaiting", waiting],
      ] as const) {
        const filtered = (
          await staffGet(`/api/admin/account-openings?transfer=${state}&pageSize=100`)
        ).json();
        expect(
          filtered.openings.every((row: { transferState: string }) => row.transferState === state),
        ).toBe(true);
        expect(filtered.openings.map((row: { id: string }) => row.id)).toContain(
          customer.opening.id,
        );
      }
      const page = (await staffGet("/api/admin/account-openings?page=2&pageSize=1")).json();
      expect(page).toMatchObject({ page: 2, pageSize: 1, total: rows.length });
      expect(page.openings.map((row: { id: string }) => row.id)).toEqual([mismatched.opening.id]);
      const wrong = await staffGet("/api/admin/account-openings?transfer=paid");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.transfer).toBe("Cet état du premier virement n'existe pas");
    });

    it("opens the file staff decide on: identity, answers, documents as signed, evidence, transfers, screening", async () => {
      const claire = await signedCustomer();
      await firstTransfer(claire.opening, "DURAND PAUL");
      await firstTransfer(claire.opening, payerOf(claire));
      const file = await fileOf(claire.opening.id);
      expect(file.opening).toMatchObject({
        id: claire.opening.id,
        status: "signed",
        offer: "plus",
        identity: { birthPlace: "Lyon", city: "Paris", postalCode: "75002" },
        knowYourCustomer: { occupation: "employee", purpose: "mainAccount" },
        taxResidence: { taxCountry: "FR", usPerson: false },
        identityDocument: { documentKind: "idCard", documentNumber: "X4RT12AB3" },
      });
      expect(file.customer).toMatchObject({
        firstName: "Claire",
        lastName: "Martin",
        email: claire.email,
        birthDate: claireSignup.birthDate,
      });
      expect(file.account).toMatchObject({
        iban: claire.opening.firstTransfer.iban,
        reference: claire.opening.firstTransfer.reference,
        status: "pending_first_transfer",
        balanceCents: 300_00,
        transferState: "matched",
      });
      expect(file.transfers.map((transfer: { outcome: string }) => transfer.outcome)).toEqual([
        "name_mismatch",
        "matched",
      ]);
      expect(file.transfers[0]).toMatchObject({ payerName: "DURAND PAUL", amountCents: 150_00 });
      expect(file.signature).toMatchObject({ method: "password", passkeyId: null });
      expect(file.screening).toMatchObject({
        outcome: "screened",
        listPublishedAt: new Date("2026-11-20T09:15:02.417+01:00").toISOString(),
        hits: [],
      });
      expect(file.history.map((entry: { event: string }) => entry.event)).toEqual([
        "signed",
        "transfer",
        "transfer",
      ]);

      // Each document downloads as kept, the one its signature's digest names.
      const digests = {
        agreement: file.signature.agreementSha256,
        fee_information: file.signature.feeInformationSha256,
      };
      expect(file.documents).toHaveLength(2);
      for (const document of file.documents) {
        const pdf = await staffGet(
          `/api/admin/account-openings/${claire.opening.id}/documents/${document.path}`,
        );
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        const sha256 = createHash("sha256").update(pdf.rawPayload).digest("hex");
        expect(sha256).toBe(document.sha256);
        expect(sha256).toBe(digests[document.kind as keyof typeof digests]);
      }
      // The identity document's two sides, as the customer sent them.
      expect(file.identityDocumentFiles).toMatchObject({
        front: { fileName: "recto.jpg", mediaType: "image/jpeg", size: sampleJpeg.length },
        back: { fileName: "verso.png", mediaType: "image/png", size: samplePng.length },
      });
      for (const [side, bytes] of [
        ["front", sampleJpeg],
        ["back", samplePng],
      ] as const) {
        const photo = await staffGet(
          `/api/admin/account-openings/${claire.opening.id}/identity-document/${side}`,
        );
        expect(photo.statusCode).toBe(200);
        expect(photo.headers["content-disposition"]).toMatch(/^attachment/);
        expect(photo.rawPayload.equals(bytes)).toBe(true);
      }
      expect(
        (await staffGet(`/api/admin/account-openings/${claire.opening.id}/identity-document/side`))
          .statusCode,
      ).toBe(404);
      const unknown = await staffGet(
        `/api/admin/account-openings/${claire.opening.id}/documents/rib.pdf`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(
        (await staffGet("/api/admin/account-openings/00000000-0000-4000-8000-000000000000"))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await app.inject({
            url: `/api/admin/account-openings/${claire.opening.id}`,
            headers: { cookie: claire.cookie },
          })
        ).statusCode,
      ).toBe(403);
    });

    it("approves only once the first transfer matched, then the account is open and the customer told", async () => {
      const claire = await signedCustomer();
      const url = `/api/admin/account-openings/${claire.opening.id}/approval`;
      const early = await staffPost(url);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe("first_transfer_missing");
      expect(early.json().error.message).toMatch(/^Le premier virement du client/);
      // A transfer from someone else does not do.
      await firstTransfer(claire.opening, "DURAND PAUL");
      expect((await staffPost(url)).json().error.code).toBe("first_transfer_missing");

      await firstTransfer(claire.opening, payerOf(claire));
      const approved = await staffPost(url);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({
        opening: { status: "approved" },
        account: { status: "open" },
      });
      const decision = approved.json().history.at(-1);
      expect(decision).toMatchObject({ event: "approved", actor: staff.email });
      expect(decision.description).toMatch(
        /^Ouverture approuvée, le compte est ouvert — aucune correspondance dans le registre des gels publié le /,
      );
      const account = await app.inject({
        url: "/api/current-account",
        headers: { cookie: claire.cookie },
      });
      // Both transfers are booked: Paul Durand's is due back to him unless staff learn otherwise.
      expect(account.json()).toMatchObject({ status: "open", balanceCents: 300_00 });
      const mails = await db()
        .selectFrom("mail_outbox")
        .select(["subject", "text_body"])
        .where("recipient", "=", claire.email)
        .where("subject", "=", "Votre compte courant est ouvert")
        .execute();
      expect(mails).toHaveLength(1);

      // Decided: neither approved nor refused again.
      const again = await staffPost(url);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("wrong_state");
      expect(
        (
          await staffPost(`/api/admin/account-openings/${claire.opening.id}/refusal`, {
            reason: "Trop tard pour refuser.",
          })
        ).statusCode,
      ).toBe(409);
      // The queue of signed openings no longer holds it; the approved ones do.
      const signed = (await staffGet("/api/admin/account-openings?pageSize=100")).json();
      expect(signed.openings.map((row: { id: string }) => row.id)).not.toContain(claire.opening.id);
      const approvedList = (await staffGet("/api/admin/account-openings?status=approved")).json();
      expect(approvedList.openings.map((row: { id: string }) => row.id)).toContain(
        claire.opening.id,
      );
    });

    it("blocks the approval of a customer the register names, whose opening can be refused", async () => {
      const helene = await signedCustomer({ ...listedPerson, gender: "female" });
      await firstTransfer(helene.opening, payerOf(helene));
      const file = await fileOf(helene.opening.id);
      expect(file.screening.hits).toEqual([
        {
          listId: "9001",
          name: expect.any(String),
          reason: "name_and_birth_date",
          entry: expect.objectContaining({ birthDates: ["1975-03-14"] }),
          clearance: null,
        },
      ]);
      const queue = (await staffGet("/api/admin/account-openings?pageSize=100")).json();
      expect(
        queue.openings.find((row: { id: string }) => row.id === helene.opening.id),
      ).toMatchObject({
        screening: "hit",
      });
      const approval = await staffPost(`/api/admin/account-openings/${helene.opening.id}/approval`);
      expect(approval.statusCode).toBe(409);
      expect(approval.json().error.code).toBe("screening_hit");
      expect(approval.json().error.message).toMatch(/registre des gels des avoirs/);
      expect((await fileOf(helene.opening.id)).opening.status).toBe("signed");
    });

    it("refuses with a reason written to the customer, and records the money due back to the payer", async () => {
      const claire = await signedCustomer();
      await firstTransfer(claire.opening, payerOf(claire));
      const url = `/api/admin/account-openings/${claire.opening.id}/refusal`;
      const short = await staffPost(url, { reason: "Non." });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields.reason).toBe(
        "Le motif doit contenir entre 10 et 1 000 caractères",
      );
      const reason = "Les informations fournies ne permettent pas d'ouvrir ce compte.";
      const refused = await staffPost(url, { reason });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({
        opening: { status: "refused" },
        account: { status: "refused", balanceCents: 150_00 },
      });
      const decision = refused.json().history.at(-1);
      expect(decision).toMatchObject({ event: "refused", actor: staff.email });
      expect(decision.description).toBe(
        `Ouverture refusée : ${reason} — ${formatEuros(150)} reçus sont à rembourser au payeur (virement à ordonner dans « Relevés bancaires », « Remboursements à effectuer »)`,
      );
      const event = await db()
        .selectFrom("account_opening_events")
        .select(["event", "detail"])
        .where("opening_id", "=", claire.opening.id)
        .executeTakeFirstOrThrow();
      expect(event.detail).toMatchObject({
        reason,
        refundDueCents: 150_00,
        received: [{ amountCents: 150_00, payerName: payerOf(claire), payerIban: payerIbans.de }],
      });
      const mail = await db()
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("recipient", "=", claire.email)
        .where("subject", "=", "Votre demande d'ouverture de compte a reçu une réponse")
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`Motif : ${reason}`);
      expect(mail.text_body).toMatch(/déjà reçus pour ce compte seront renvoyés/);
      // The account is refused: the customer sees it so, and may open another.
      const account = await app.inject({
        url: "/api/current-account",
        headers: { cookie: claire.cookie },
      });
      expect(account.json().status).toBe("refused");
    });

    it("exports the queue as CSV for French spreadsheets, with the same filters", async () => {
      const claire = await signedCustomer();
      await firstTransfer(claire.opening, "DURAND PAUL");
      const csv = await staffGet("/api/admin/account-openings.csv?transfer=to_review");
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(
        /^attachment; filename="ouvertures-compte-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        "Référence;Signée le;Client;Email;Date de naissance;Offre;IBAN;Statut;Premier virement;Rapproché le;Virements à examiner;Registre des gels;Décidée le;Décidée par;Motif du refus",
      );
      const line = lines.find((each) => each.startsWith(claire.opening.id));
      expect(line).toBeDefined();
      const cells = line?.split(";") ?? [];
      expect(cells.slice(2, 5)).toEqual(["Claire Martin", claire.email, claireSignup.birthDate]);
      expect(cells.slice(5, 12)).toEqual([
        "Plus",
        claire.opening.firstTransfer.iban,
        "Signée, à décider",
        "Virement à examiner",
        "",
        "1",
        "Aucune correspondance",
      ]);
      expect(
        lines
          .slice(1)
          .filter(Boolean)
          .every((each) => each.includes(";Virement à examiner;")),
      ).toBe(true);
    });

    it("leaves one decision when two members of staff decide at once, on two connections", async () => {
      const second = { email: "comptes2@aurore-banque.example", password: "Back-Office-2026" };
      await createStaffAccount(testDatabase.database, second);
      const { cookie: secondCookie } = await signInStaff(app, second);
      for (let round = 0; round < 3; round += 1) {
        const claire = await signedCustomer();
        await firstTransfer(claire.opening, payerOf(claire));
        const base = `/api/admin/account-openings/${claire.opening.id}`;
        const answers = await Promise.all(
          [
            { cookie: staffCookie, path: "approval", body: undefined },
            {
              cookie: secondCookie,
              path: "refusal",
              body: { reason: "Refus décidé en même temps." },
            },
          ].map(async ({ cookie, path, body }, index) => {
            const response = await fetch(`${origins[index % origins.length]}${base}/${path}`, {
              method: "POST",
              headers: { cookie, ...(body && { "content-type": "application/json" }) },
              ...(body && { body: JSON.stringify(body) }),
            });
            return {
              status: response.status,
              body: (await response.json()) as { error?: { code: string } },
            };
          }),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe(
          "wrong_state",
        );
        const events = await db()
          .selectFrom("account_opening_events")
          .select("event")
          .where("opening_id", "=", claire.opening.id)
          .execute();
        expect(events).toHaveLength(1);
        const file = await fileOf(claire.opening.id);
        expect(file.opening.status).toBe(events[0]?.event);
        expect(file.account.status).toBe(events[0]?.event === "approved" ? "open" : "refused");
      }
    });
  });
});
