import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "../../tests/support/database";
import { FreezeListError, freezeListSource } from "./freezeList";
import { loadFreezeList, screenPerson } from "./screening";

const sample = join(import.meta.dirname, "../../tests/fixtures/screening/registre-gels.json");
const publishedAt = new Date("2026-11-20T09:15:02.417+01:00");

describe.each<DatabaseKind>(["pglite", "postgres"])("screening on %s", (kind) => {
  let testDatabase: TestDatabase;
  let folder = "";
  const db = () => testDatabase.database.db;

  /**
   * The hits of a screening that must have found a register loaded, without the entries they
   * carry (the register's fields, tested once).
   */
  async function hits(firstName: string, lastName: string, birthDate?: string | null) {
    const screening = await screenPerson(db(), { firstName, lastName, birthDate });
    if (screening.outcome !== "screened") throw new Error("no register loaded");
    return screening.hits.map(({ listId, name, reason }) => ({ listId, name, reason }));
  }

  /** A register file like the sample, with `change` applied to its JSON. */
  async function registerFile(name: string, change: (register: RegisterJson) => void) {
    const register = JSON.parse(await readFile(sample, "utf8")) as RegisterJson;
    change(register);
    const file = join(folder, name);
    await writeFile(file, JSON.stringify(register));
    return file;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    folder = await mkdtemp(join(tmpdir(), "aurore-screening-"));
  }, 60_000);

  afterAll(async () => {
    await testDatabase.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("never passes anyone before a register is loaded", async () => {
    expect(await screenPerson(db(), { firstName: "Jean", lastName: "Dupont" })).toEqual({
      outcome: "no_list_loaded",
    });
  });

  it("refuses a malformed or missing file and loads nothing", async () => {
    const truncated = join(folder, "cut.json");
    await writeFile(truncated, (await readFile(sample, "utf8")).slice(0, 300));
    await expect(loadFreezeList(db(), truncated)).rejects.toThrow(FreezeListError);
    await expect(loadFreezeList(db(), join(folder, "absent.json"))).rejects.toThrow(
      `Impossible de lire le registre des gels ${join(folder, "absent.json")} : fichier introuvable.`,
    );
    expect(await screenPerson(db(), { firstName: "Hélène", lastName: "Étienne-Fictif" })).toEqual({
      outcome: "no_list_loaded",
    });
  });

  it("loads the register's natural persons with its publication date", async () => {
    const before = Date.now();
    const load = await loadFreezeList(db(), sample);
    expect(load).toEqual({
      source: freezeListSource,
      publishedAt,
      loadedAt: expect.any(Date),
      entryCount: 4,
    });
    expect(load.loadedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(
      await db()
        .selectFrom("freeze_list_people")
        .select(["list_id", "comparable_names", "words"])
        .where("list_id", "=", "9001")
        .executeTakeFirst(),
    ).toEqual({
      list_id: "9001",
      comparable_names: [
        "helene marie etienne fictif",
        "helene etienne fictif",
        "елена этьен фиктиф",
      ],
      words: ["helene", "marie", "etienne", "fictif", "елена", "этьен", "фиктиф"],
    });
  });

  it.each([
    ["as typed", { firstName: "Hélène", lastName: "Étienne-Fictif" }],
    ["in capitals without accents", { firstName: "HELENE", lastName: "ETIENNE FICTIF" }],
    ["with more first names", { firstName: "Hélène Marie Louise", lastName: "Etienne Fictif" }],
  ])("finds a listed person by name, %s", async (_, person) => {
    expect(await screenPerson(db(), person)).toEqual({
      outcome: "screened",
      listPublishedAt: publishedAt,
      loadedAt: expect.any(Date),
      hits: [
        {
          listId: "9001",
          name: "Hélène Marie ÉTIENNE-FICTIF",
          reason: "name",
          // What the register says of her, for staff to compare with the customer.
          entry: {
            names: ["Hélène Marie ÉTIENNE-FICTIF", "Helene ETIENNE FICTIF", "Елена ЭТЬЕН-ФИКТИФ"],
            birthDates: ["1975-03-14"],
            details: [
              { field: "SEXE", values: ["Féminin"] },
              { field: "LIEU_DE_NAISSANCE", values: ["Exempleville, BELGIQUE"] },
              { field: "NATIONALITE", values: ["BELGIQUE"] },
              { field: "PASSEPORT", values: ["XX0000001 (exemple)"] },
              { field: "MOTIFS", values: ["Personne imaginaire, pour les tests."] },
            ],
          },
        },
      ],
    });
  });

  it("finds a name given whole, in any order, through an alias", async () => {
    // The register gives this person's names in `Nom` alone, family name first.
    expect(await hits("Karim", "Abdul Exemple")).toEqual([
      { listId: "9002", name: "ABDUL EXEMPLE KARIM", reason: "name" },
    ]);
    expect(await hits("Karim", "Abdulexemple", "1970-01-01")).toEqual([
      { listId: "9002", name: "Karim Abdulexemple", reason: "name" },
    ]);
    expect(await hits("Anna", "Testova")).toEqual([
      { listId: "9004", name: "Anna Testova", reason: "name" },
    ]);
  });

  it("needs every word of the last name and the first first name in one listed name", async () => {
    expect(await hits("Claire", "Étienne-Fictif")).toEqual([]);
    expect(await hits("Hélène", "Étienne")).toEqual([
      { listId: "9001", name: "Hélène Marie ÉTIENNE-FICTIF", reason: "name" },
    ]);
    expect(await hits("Hélène", "Étienne-Fictif-Durand")).toEqual([]);
    expect(await hits("Jean", "Dupont")).toEqual([]);
  });

  it("confirms a hit by a full birth date, and drops it only for a different full date", async () => {
    expect(await hits("Helene", "Etienne-Fictif", "1975-03-14")).toEqual([
      { listId: "9001", name: "Hélène Marie ÉTIENNE-FICTIF", reason: "name_and_birth_date" },
    ]);
    expect(await hits("Helene", "Etienne-Fictif", "1975-03-15")).toEqual([]);
    expect(await hits("Helene", "Etienne-Fictif", null)).toEqual([
      { listId: "9001", name: "Hélène Marie ÉTIENNE-FICTIF", reason: "name" },
    ]);
    expect(await hits("José", "Martinez-Essai", "1980-11-02")).toEqual([
      { listId: "9003", name: "José Luis MARTINEZ-ESSAI", reason: "name_and_birth_date" },
    ]);
    expect(await hits("Jose", "MARTINEZ ESSAI", "1981-11-02")).toEqual([]);
    // Listed with years alone: another year does not rule the person out.
    expect(await hits("Karim", "Abdul Exemple", "1990-05-05")).toEqual([
      { listId: "9002", name: "ABDUL EXEMPLE KARIM", reason: "name" },
    ]);
  });

  it("replaces the list whole with the next one, and keeps it when a file is refused", async () => {
    const next = await registerFile("next.json", (register) => {
      register.Publications.DatePublication = "2026-11-27T10:00:00+01:00";
      register.Publications.PublicationDetail = register.Publications.PublicationDetail.filter(
        ({ IdRegistre }) => IdRegistre !== 9001,
      );
    });
    expect(await loadFreezeList(db(), next)).toMatchObject({
      publishedAt: new Date("2026-11-27T09:00:00Z"),
      entryCount: 3,
    });
    expect(await db().selectFrom("freeze_list_loads").select("entry_count").execute()).toEqual([
      { entry_count: 3 },
    ]);
    expect(await screenPerson(db(), { firstName: "Hélène", lastName: "Étienne-Fictif" })).toEqual(
      expect.objectContaining({ hits: [] }),
    );

    const broken = await registerFile("broken.json", (register) => {
      register.Publications.PublicationDetail[0] = { IdRegistre: 1 } as RegisterEntry;
    });
    await expect(loadFreezeList(db(), broken)).rejects.toThrow(FreezeListError);
    expect(await screenPerson(db(), { firstName: "Anna", lastName: "Testova" })).toMatchObject({
      listPublishedAt: new Date("2026-11-27T09:00:00Z"),
      hits: [{ listId: "9004" }],
    });
  });

  it("lets two loads at once follow each other, leaving one list", async () => {
    await Promise.all([loadFreezeList(db(), sample), loadFreezeList(db(), sample)]);
    expect(await db().selectFrom("freeze_list_loads").select("entry_count").execute()).toEqual([
      { entry_count: 4 },
    ]);
  });

  it("loads a register of thousands of people at once", async () => {
    const large = await registerFile("large.json", (register) => {
      const [model] = register.Publications.PublicationDetail;
      register.Publications.PublicationDetail = Array.from({ length: 2_500 }, (_, index) => ({
        ...(model as RegisterEntry),
        IdRegistre: 20_000 + index,
        Nom: `PERSONNE${index}`,
      }));
    });
    expect(await loadFreezeList(db(), large)).toMatchObject({ entryCount: 2_500 });
    expect(await hits("Hélène", "Personne2499")).toEqual([
      { listId: "22499", name: "Hélène Marie PERSONNE2499", reason: "name" },
    ]);
  });
});

interface RegisterEntry {
  IdRegistre: number;
  Nom: string;
}

interface RegisterJson {
  Publications: { DatePublication: string; PublicationDetail: RegisterEntry[] };
}
