import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeptOpeningDocuments, OpeningSignature } from "@domain/currentAccount/opening";
import { createStaffAccount } from "../../server/services/staff";
import { issuedOpening, signedOpening } from "../support/account-openings";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf, signInStaff, uniqueEmail } from "../support/fixtures";
import { startTestApp } from "../support/site";

const staff = { email: "documents.comptes@aurore-banque.example", password: "Back-Office-2026" };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const files = [
  ["agreement", "convention.pdf"],
  ["fee_information", "document-information-tarifaire.pdf"],
] as const;

/**
 * « Mes documents » for current account openings (issue 34, item 5): the agreement and the fee
 * information document of each of the customer's openings, given then signed, each downloaded as
 * the very bytes kept when it was issued, and nobody else's.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])(
  "openings in « Mes documents » on %s",
  (kind) => {
    let app: FastifyInstance;
    let testDatabase: TestDatabase;
    let close: () => Promise<void>;
    let customers = 0;
    let staffCookie = "";
    const db = () => testDatabase.database.db;

    beforeAll(async () => {
      ({ app, testDatabase, close } = await startTestApp(kind));
      await createStaffAccount(testDatabase.database, staff);
      ({ cookie: staffCookie } = await signInStaff(app, staff));
    }, 60_000);

    afterAll(() => close());

    /** A new customer, signed in, with their id. */
    async function newCustomer() {
      customers += 1;
      const email = uniqueEmail("documents");
      const signup = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...claireSignup, email },
        remoteAddress: `10.34.5.${customers}`,
      });
      expect(signup.statusCode, signup.body).toBe(201);
      const { id } = await db()
        .selectFrom("customers")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { id, cookie: cookiesOf(signup) };
    }

    const get = (url: string, cookie: string) =>
      app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

    const openingsOf = async (cookie: string): Promise<KeptOpeningDocuments[]> => {
      const response = await get("/api/applications/documents", cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().openings;
    };

    const keptRows = (openingId: string) =>
      db()
        .selectFrom("account_opening_documents")
        .selectAll()
        .where("opening_id", "=", openingId)
        .orderBy("kind")
        .execute();

    /** Each document downloaded from « Mes documents » is the PDF kept, byte for byte. */
    async function expectKeptBytes(cookie: string, openingId: string) {
      const rows = await keptRows(openingId);
      for (const [documentKind, file] of files) {
        const response = await get(`/api/account-openings/${openingId}/documents/${file}`, cookie);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["content-type"]).toBe("application/pdf");
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["content-disposition"]).toMatch(
          new RegExp(`^attachment; filename="${file.replace(".", "\\.")}"`),
        );
        const kept = rows.find((row) => row.kind === documentKind);
        expect(response.rawPayload.equals(Buffer.from(kept?.pdf ?? []))).toBe(true);
        expect(sha256(response.rawPayload)).toBe(kept?.sha256);
      }
    }

    it("lists an opening's documents as given before the signature, then as signed, each as kept", async () => {
      const claire = await newCustomer();
      const issued = await issuedOpening(app, claire.cookie);
      const given = issued.documents;
      expect(given).not.toBeNull();
      expect(await openingsOf(claire.cookie)).toEqual([
        {
          id: issued.id,
          offer: "plus",
          status: "in_progress",
          startedAt: issued.startedAt,
          signedAt: null,
          documents: given,
          rib: false,
        },
      ]);
      await expectKeptBytes(claire.cookie, issued.id);

      const signature = await app.inject({
        method: "POST",
        url: "/api/account-opening/signature",
        headers: { cookie: claire.cookie },
        payload: { method: "password", password: claireSignup.password, agreement: true },
      });
      expect(signature.statusCode, signature.body).toBe(200);
      const signedAt = signature.json().signedAt;
      expect(signedAt).toEqual(expect.any(String));
      const [listed] = await openingsOf(claire.cookie);
      // The signature named the documents given: the same digests, the same moments of issue.
      expect(listed).toEqual({
        id: issued.id,
        offer: "plus",
        status: "signed",
        startedAt: issued.startedAt,
        signedAt,
        documents: given,
        rib: true,
      });
      const { signature: kept } = await db()
        .selectFrom("account_openings")
        .select("signature")
        .where("id", "=", issued.id)
        .executeTakeFirstOrThrow();
      const signed = (kept as OpeningSignature).documents;
      expect(listed?.documents).toEqual({
        agreement: signed.agreement,
        feeInformation: signed.fee_information,
      });
      await expectKeptBytes(claire.cookie, issued.id);
      for (const [documentKind, file] of files) {
        const response = await get(
          `/api/account-openings/${issued.id}/documents/${file}`,
          claire.cookie,
        );
        expect(sha256(response.rawPayload)).toBe(signed[documentKind].sha256);
      }
      // The RIB listed beside them is the account's the signature opened.
      const rib = await get("/api/current-account/rib.pdf", claire.cookie);
      expect(rib.statusCode).toBe(200);
    });

    it("lists no document an opening has not issued, nor those a changed answer removed", async () => {
      const louis = await newCustomer();
      const started = await app.inject({
        method: "POST",
        url: "/api/account-opening",
        headers: { cookie: louis.cookie },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { id } = started.json().opening;
      expect(await openingsOf(louis.cookie)).toEqual([]);
      const notIssued = await get(
        `/api/account-openings/${id}/documents/convention.pdf`,
        louis.cookie,
      );
      expect(notIssued.statusCode).toBe(404);
      expect(notIssued.json().error.code).toBe("document_not_issued");

      await issuedOpening(app, louis.cookie);
      expect(await openingsOf(louis.cookie)).toHaveLength(1);
      const changed = await app.inject({
        method: "POST",
        url: "/api/account-opening/offer",
        headers: { cookie: louis.cookie },
        payload: { offer: "premium" },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await openingsOf(louis.cookie)).toEqual([]);
    });

    it("lists each of a customer's openings, the newest first, with no RIB for a refused account", async () => {
      const marc = await newCustomer();
      const refused = await signedOpening(app, marc.cookie);
      const refusal = await app.inject({
        method: "POST",
        url: `/api/admin/account-openings/${refused.id}/refusal`,
        headers: { cookie: staffCookie },
        payload: { reason: "Les informations fournies ne permettent pas l'ouverture." },
      });
      expect(refusal.statusCode, refusal.body).toBe(200);
      const again = await issuedOpening(app, marc.cookie);
      expect(again.id).not.toBe(refused.id);
      expect(await openingsOf(marc.cookie)).toEqual([
        expect.objectContaining({
          id: again.id,
          status: "in_progress",
          signedAt: null,
          rib: false,
        }),
        expect.objectContaining({
          id: refused.id,
          status: "refused",
          signedAt: refused.signedAt,
          documents: refused.documents,
          rib: false,
        }),
      ]);
      // The refused opening's documents stay as signed, beside the new one's.
      await expectKeptBytes(marc.cookie, refused.id);
      await expectKeptBytes(marc.cookie, again.id);
    });

    it("keeps a withdrawn opening's documents as signed, without the closed account's RIB", async () => {
      const lucie = await newCustomer();
      const opening = await signedOpening(app, lucie.cookie);
      const withdrawal = await app.inject({
        method: "POST",
        url: "/api/current-account/withdrawal",
        headers: { cookie: lucie.cookie },
      });
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);
      expect(await openingsOf(lucie.cookie)).toEqual([
        expect.objectContaining({
          id: opening.id,
          status: "withdrawn",
          signedAt: opening.signedAt,
          documents: opening.documents,
          rib: false,
        }),
      ]);
      await expectKeptBytes(lucie.cookie, opening.id);
    });

    it("gives no one another customer's opening or its documents", async () => {
      const claire = await newCustomer();
      const paul = await newCustomer();
      const claireOpening = await signedOpening(app, claire.cookie);
      const paulOpening = await signedOpening(app, paul.cookie);
      expect((await openingsOf(claire.cookie)).map(({ id }) => id)).toEqual([claireOpening.id]);
      expect((await openingsOf(paul.cookie)).map(({ id }) => id)).toEqual([paulOpening.id]);

      const refusal = async (url: string, cookie: string) => {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(404);
        return response.json().error.code;
      };
      // Paul asks for Claire's documents by her opening's id: as for an unknown opening.
      for (const [, file] of files) {
        expect(
          await refusal(`/api/account-openings/${claireOpening.id}/documents/${file}`, paul.cookie),
        ).toBe("opening_not_found");
      }
      expect(
        await refusal(
          "/api/account-openings/00000000-0000-4000-8000-000000000000/documents/convention.pdf",
          paul.cookie,
        ),
      ).toBe("opening_not_found");
      expect(
        await refusal("/api/account-openings/pas-un-uuid/documents/convention.pdf", paul.cookie),
      ).toBe("opening_not_found");
      expect(
        await refusal(`/api/account-openings/${paulOpening.id}/documents/rib.pdf`, paul.cookie),
      ).toBe("document_not_issued");

      // Visitors and staff have no « Mes documents ».
      const url = `/api/account-openings/${claireOpening.id}/documents/convention.pdf`;
      expect((await get(url, "")).statusCode).toBe(401);
      expect((await get(url, staffCookie)).statusCode).toBe(403);
    });

    it("never serves a kept document whose bytes no longer match their digest", async () => {
      const jeanne = await newCustomer();
      const opening = await signedOpening(app, jeanne.cookie);
      const [agreement] = await keptRows(opening.id);
      // One byte near the end changed: no longer the PDF the signature names.
      const altered = Buffer.from(agreement?.pdf ?? []);
      const at = altered.length - 2;
      altered.writeUInt8((altered.readUInt8(at) ^ 1) & 0xff, at);
      await db()
        .updateTable("account_opening_documents")
        .set({ pdf: altered })
        .where("opening_id", "=", opening.id)
        .where("kind", "=", "agreement")
        .execute();
      const response = await get(
        `/api/account-openings/${opening.id}/documents/convention.pdf`,
        jeanne.cookie,
      );
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe("document_damaged");
      expect(response.headers["content-type"]).not.toBe("application/pdf");
      // Nor from the opening's own page.
      const fromOpening = await get("/api/account-opening/documents/convention.pdf", jeanne.cookie);
      expect(fromOpening.statusCode).toBe(500);
      expect(fromOpening.json().error.code).toBe("document_damaged");
    });
  },
);
