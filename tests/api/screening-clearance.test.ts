import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Opening } from "@domain/currentAccount/opening";
import { loadFreezeList } from "../../server/screening/screening";
import { createStaffAccount } from "../../server/services/staff";
import { storedDataProblems } from "../resilience/stored-data";
import { signedOpening } from "../support/account-openings";
import type { DatabaseKind } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import { listedNamesake, sampleFreezeList } from "../support/screening";
import { instancesPerDescribe } from "../support/site";
import { firstTransferStatement } from "../support/statements";

const karim = listedNamesake;

const homonymReason =
  "Né le 5 mai 1990 à Lyon, de nationalité française : la personne du registre est née en 1961 ou 1963.";

interface RegisterEntryJson {
  IdRegistre: number | string;
  Nature: string;
  Nom: string;
  RegistreDetail: { TypeChamp: string; Valeur: object[] }[];
}
interface RegisterJson {
  Publications: { DatePublication: string; PublicationDetail: RegisterEntryJson[] };
}

/**
 * Staff clearing a hit of the asset-freeze screening as a namesake (issue 34, item 4): a reason
 * written, for one register entry as it reads, recorded in the history with who and when; the
 * approval then passes that entry alone and is taken by another member of staff (four eyes), also
 * when the clearance and the approval race over two connections.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("screening clearances on %s", (kind) => {
  const bank = instancesPerDescribe(kind);
  const staff = [
    { email: "gels.a@aurore-banque.example", password: "Back-Office-2026" },
    { email: "gels.b@aurore-banque.example", password: "Back-Office-2026" },
  ] as const;
  const cookies: string[] = [];
  let folder = "";
  let customers = 0;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "screening-clearance-"));
    for (const member of staff) {
      await createStaffAccount(bank.testDatabase.database, member);
      cookies.push((await signInStaff(bank.app, member)).cookie);
    }
  }, 60_000);

  afterAll(() => rm(folder, { recursive: true, force: true }));

  const cookieOf = (member: 0 | 1) => cookies[member] ?? "";

  /** A customer named as `person` whose opening is signed, its first transfer matched. */
  async function fundedOpening(person: Partial<typeof claireSignup>) {
    customers += 1;
    const email = `gels.${customers}@example.fr`;
    const signup = await bank.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, gender: "male", ...person, email },
      remoteAddress: `10.34.5.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = cookiesOf(signup);
    const opening: Opening = await signedOpening(bank.app, cookie, claireSignup.password);
    if (!opening.firstTransfer) throw new Error("not signed");
    const payer = `${person.lastName ?? ""} ${person.firstName ?? ""}`.toUpperCase();
    const imported = await bank.app.inject({
      method: "POST",
      url: "/api/admin/statements",
      headers: { cookie: cookieOf(0), "content-type": "application/xml" },
      payload: firstTransferStatement(opening.firstTransfer, payer),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    return { id: opening.id, cookie };
  }

  const post = (member: 0 | 1, url: string, payload?: object) =>
    bank.app.inject({
      method: "POST",
      url,
      headers: { cookie: cookieOf(member) },
      ...(payload && { payload }),
    });
  const clear = (member: 0 | 1, id: string, body: object) =>
    post(member, `/api/admin/account-openings/${id}/screening-clearances`, body);
  const approve = (member: 0 | 1, id: string) =>
    post(member, `/api/admin/account-openings/${id}/approval`);
  const fileOf = async (id: string) => {
    const answer = await bank.app.inject({
      url: `/api/admin/account-openings/${id}`,
      headers: { cookie: cookieOf(0) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  /** The sample register with `change` made to it, loaded in place of the one before. */
  async function loadRegister(change: (register: RegisterJson) => void = () => undefined) {
    const register = JSON.parse(await readFile(sampleFreezeList, "utf8")) as RegisterJson;
    change(register);
    const file = join(folder, `registre-${Date.now()}-${Math.random()}.json`);
    await writeFile(file, JSON.stringify(register));
    await loadFreezeList(bank.testDatabase.database.db, file);
  }

  it("clears nothing while no register is loaded", async () => {
    const { id } = await fundedOpening(karim);
    const answer = await clear(0, id, { listId: "9002", reason: homonymReason });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error.code).toBe("no_freeze_list");
  });

  it("clears a hit of the opening's screening with a written reason, recorded with who and when", async () => {
    await loadRegister();
    const { id, cookie } = await fundedOpening(karim);
    const before = await fileOf(id);
    expect(before.screening.hits).toEqual([
      {
        listId: "9002",
        name: "ABDUL EXEMPLE KARIM",
        reason: "name",
        // The register's fields, for staff to compare with the customer's.
        entry: {
          names: ["ABDUL EXEMPLE KARIM", "Karim Abdulexemple"],
          birthDates: ["1961", "1963"],
          details: [{ field: "ADRESSE_PP", values: ["Rue de l'Exemple, Imaginaire"] }],
        },
        clearance: null,
      },
    ]);

    // No reason, a short one, or blanks: said on the field, nothing recorded.
    for (const body of [{ listId: "9002" }, { listId: "9002", reason: "   " }]) {
      const refused = await clear(0, id, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields.reason).toBe(
        "Écrivez ce qui distingue le client de cette personne du registre (date ou lieu de naissance, nationalité…)",
      );
    }
    const short = await clear(0, id, { listId: "9002", reason: "Homonyme." });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.reason).toMatch(/^Le motif doit contenir entre/);
    const noEntry = await clear(0, id, { listId: "neuf", reason: homonymReason });
    expect(noEntry.statusCode).toBe(400);
    expect(noEntry.json().error.fields.listId).toBe(
      "Choisissez la personne du registre des gels que le client n'est pas",
    );
    // An entry of the register the customer does not match: nothing to clear.
    const other = await clear(0, id, { listId: "9001", reason: homonymReason });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("not_a_hit");
    // A customer has no hand on it.
    const byCustomer = await bank.app.inject({
      method: "POST",
      url: `/api/admin/account-openings/${id}/screening-clearances`,
      headers: { cookie },
      payload: { listId: "9002", reason: homonymReason },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await fileOf(id)).screening.hits[0].clearance).toBeNull();

    const cleared = await clear(1, id, { listId: "9002", reason: `  ${homonymReason}  ` });
    expect(cleared.statusCode, cleared.body).toBe(201);
    const file = cleared.json();
    expect(file.screening.hits[0].clearance).toEqual({
      reason: homonymReason,
      clearedBy: staff[1].email,
      clearedAt: expect.any(String),
    });
    expect(file.history.at(-1)).toEqual({
      at: file.screening.hits[0].clearance.clearedAt,
      event: "hit_cleared",
      actor: staff[1].email,
      description: expect.stringContaining(
        `le client n'est pas la personne de la mesure n° 9002 (ABDUL EXEMPLE KARIM)`,
      ),
    });
    expect(file.history.at(-1).description).toContain(`Motif : ${homonymReason}`);
    const queue = await bank.app.inject({
      url: "/api/admin/account-openings?pageSize=100",
      headers: { cookie: cookieOf(0) },
    });
    expect(queue.json().openings.find((row: { id: string }) => row.id === id).screening).toBe(
      "cleared",
    );
    // Once is enough: the second finds it cleared.
    const again = await clear(0, id, { listId: "9002", reason: homonymReason });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("already_cleared");
  });

  it("lets another member of staff approve, never the one who cleared the hit", async () => {
    await loadRegister();
    const { id } = await fundedOpening(karim);
    const blocked = await approve(1, id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe("screening_hit");
    expect((await clear(0, id, { listId: "9002", reason: homonymReason })).statusCode).toBe(201);

    const own = await approve(0, id);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toMatchObject({
      code: "four_eyes",
      message:
        "Vous avez vous-même écarté une correspondance du registre des gels pour cette ouverture : un autre membre de l'équipe doit l'approuver (principe des quatre yeux).",
    });
    expect((await fileOf(id)).opening.status).toBe("signed");

    const approved = await approve(1, id);
    expect(approved.statusCode, approved.body).toBe(200);
    const file = approved.json();
    expect(file.opening.status).toBe("approved");
    expect(file.history.map((entry: { event: string }) => entry.event).slice(-2)).toEqual([
      "hit_cleared",
      "approved",
    ]);
    expect(file.history.at(-1)).toMatchObject({
      actor: staff[1].email,
      description: expect.stringContaining("homonymie établie pour la mesure n° 9002"),
    });
    // Decided: nothing more to clear.
    const late = await clear(0, id, { listId: "9002", reason: homonymReason });
    expect(late.json().error.code).toBe("wrong_state");
  });

  it("passes the cleared entry alone: a new entry of a refreshed register blocks again", async () => {
    await loadRegister();
    const { id } = await fundedOpening(karim);
    expect((await clear(0, id, { listId: "9002", reason: homonymReason })).statusCode).toBe(201);
    // The register, published again, lists another Karim Abdul Exemple.
    await loadRegister((register) => {
      register.Publications.PublicationDetail.push({
        IdRegistre: 9105,
        Nature: "Personne physique",
        Nom: "ABDUL EXEMPLE",
        RegistreDetail: [{ TypeChamp: "PRENOM", Valeur: [{ Prenom: "Karim" }] }],
      });
    });
    const hits = (await fileOf(id)).screening.hits;
    expect(
      hits.map((hit: { listId: string; clearance: unknown }) => [hit.listId, hit.clearance]),
    ).toEqual([
      ["9002", expect.objectContaining({ reason: homonymReason })],
      ["9105", null],
    ]);
    const blocked = await approve(1, id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe("screening_hit");

    expect((await clear(0, id, { listId: "9105", reason: homonymReason })).statusCode).toBe(201);
    expect((await approve(1, id)).statusCode).toBe(200);
  });

  it("lets a clearance lapse when the register changes what it says of the entry", async () => {
    await loadRegister();
    const { id } = await fundedOpening(karim);
    expect((await clear(0, id, { listId: "9002", reason: homonymReason })).statusCode).toBe(201);
    // The same entry, now with a nationality staff did not weigh.
    await loadRegister((register) => {
      register.Publications.PublicationDetail.find(
        (entry) => String(entry.IdRegistre) === "9002",
      )?.RegistreDetail.push({ TypeChamp: "NATIONALITE", Valeur: [{ Pays: "FRANCE" }] });
    });
    const [hit] = (await fileOf(id)).screening.hits;
    expect(hit.clearance).toBeNull();
    expect(hit.entry.details).toContainEqual({ field: "NATIONALITE", values: ["FRANCE"] });
    expect((await approve(1, id)).json().error.code).toBe("screening_hit");
    // Judged again on what the register says now: cleared again, by the history's two records.
    expect((await clear(0, id, { listId: "9002", reason: homonymReason })).statusCode).toBe(201);
    const file = await fileOf(id);
    expect(
      file.history.filter((entry: { event: string }) => entry.event === "hit_cleared"),
    ).toHaveLength(2);
    expect((await approve(1, id)).statusCode).toBe(200);
  });

  it("never approves without the clearance nor by whoever cleared, when both race over two connections", async () => {
    await loadRegister();
    const origins = bank.origins;
    const send = async (member: 0 | 1, url: string, body: object | undefined, index: number) => {
      const response = await fetch(`${origins[index % origins.length]}${url}`, {
        method: "POST",
        headers: { cookie: cookieOf(member), ...(body && { "content-type": "application/json" }) },
        ...(body && { body: JSON.stringify(body) }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: { code: string } },
      };
    };
    /**
     * The clearance by the first member of staff, and meanwhile the approval by `approver` asked
     * again and again on the other connection until the clearance is answered, and once after:
     * each approval comes before, during or after the clearance's transaction.
     */
    async function race(approver: 0 | 1) {
      const { id } = await fundedOpening(karim);
      const base = `/api/admin/account-openings/${id}`;
      let answered = false;
      const clearance = send(
        0,
        `${base}/screening-clearances`,
        {
          listId: "9002",
          reason: homonymReason,
        },
        0,
      ).finally(() => {
        answered = true;
      });
      const approvals: { status: number; body: { error?: { code: string } } }[] = [];
      do approvals.push(await send(approver, `${base}/approval`, undefined, 1));
      while (!answered);
      approvals.push(await send(approver, `${base}/approval`, undefined, 1));
      const cleared = await clearance;
      return { id, cleared, approvals, codes: approvals.map(({ body }) => body.error?.code) };
    }

    for (let round = 0; round < 3; round += 1) {
      // The one who clears: refused before the clearance (the hit), during and after (four eyes).
      const own = await race(0);
      expect(own.cleared.status, JSON.stringify(own.cleared.body)).toBe(201);
      expect(own.approvals.map(({ status }) => status)).not.toContain(200);
      expect(own.codes.at(-1)).toBe("four_eyes");
      expect(own.codes.every((code) => code === "screening_hit" || code === "four_eyes")).toBe(
        true,
      );
      expect((await fileOf(own.id)).opening.status).toBe("signed");

      // Another member of staff: refused until the clearance is in, then approving once.
      const other = await race(1);
      expect(other.cleared.status, JSON.stringify(other.cleared.body)).toBe(201);
      const approvedAt = other.approvals.findIndex(({ status }) => status === 200);
      expect(approvedAt).toBeGreaterThanOrEqual(0);
      expect(other.codes.slice(0, approvedAt).every((code) => code === "screening_hit")).toBe(true);
      expect(other.codes.slice(approvedAt + 1).every((code) => code === "wrong_state")).toBe(true);
      const events = (await fileOf(other.id)).history.map(
        (entry: { event: string }) => entry.event,
      );
      expect(events.indexOf("hit_cleared")).toBeLessThan(events.indexOf("approved"));
    }
    expect(await storedDataProblems(bank.testDatabase.database)).toEqual([]);
  });
});
