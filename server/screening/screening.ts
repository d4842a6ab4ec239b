/**
 * Screening against the asset-freeze register before entering a business relationship (Code
 * monétaire et financier, L562-1 ff.; issue 34, item 4). A hit is no verdict: it is a person for
 * staff to look at before the relationship may begin.
 */
import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { comparableName } from "../../domain/currentAccount/nameMatch";
import type { RegisterEntry } from "../../domain/currentAccount/registerEntry";
import type { Db } from "../../db/database";
import { FreezeListError, parseFreezeList } from "./freezeList";

export interface FreezeListLoad {
  source: string;
  publishedAt: Date;
  loadedAt: Date;
  /** The natural persons loaded. */
  entryCount: number;
}

const readFailures: Record<string, string> = {
  ENOENT: "fichier introuvable",
  EACCES: "lecture non permise",
  EISDIR: "c'est un dossier",
};

// Rows per INSERT: 7 parameters each, far under PostgreSQL's 65,535 per statement.
const INSERT_BATCH = 1_000;

/**
 * Loads the register's JSON file at `file` in place of the list loaded before, in one transaction:
 * a screening sees the old list or the new one, whole. A refused file changes nothing.
 */
export async function loadFreezeList(db: Db, file: string): Promise<FreezeListLoad> {
  const text = await readFile(file, "utf8").catch((error: unknown) => {
    const code = error instanceof Error && "code" in error ? String(error.code) : "";
    throw new FreezeListError(
      `Impossible de lire le registre des gels ${file} : ${readFailures[code] ?? String(error)}.`,
    );
  });
  const list = parseFreezeList(text);
  const people = list.people.map(({ id, names, birthDates, details }) => {
    const comparableNames = names.map((name) => comparableName(name).join(" "));
    return {
      list_id: id,
      names,
      comparable_names: comparableNames,
      words: [...new Set(comparableNames.flatMap((name) => name.split(" ")))],
      birth_dates: birthDates,
      details: JSON.stringify(details),
    };
  });
  return db.transaction().execute(async (trx) => {
    // Two loads at once wait for each other instead of one failing on the unique `current`.
    await sql`LOCK TABLE freeze_list_loads IN EXCLUSIVE MODE`.execute(trx);
    await trx.deleteFrom("freeze_list_loads").execute();
    const load = await trx
      .insertInto("freeze_list_loads")
      .values({
        source: list.source,
        published_at: new Date(list.publishedAt),
        entry_count: people.length,
      })
      .returning(["id", "source", "published_at", "loaded_at", "entry_count"])
      .executeTakeFirstOrThrow();
    for (let start = 0; start < people.length; start += INSERT_BATCH) {
      await trx
        .insertInto("freeze_list_people")
        .values(
          people.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, load_id: load.id })),
        )
        .execute();
    }
    return {
      source: load.source,
      publishedAt: load.published_at,
      loadedAt: load.loaded_at,
      entryCount: load.entry_count,
    };
  });
}

export interface ScreenedPerson {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, when known. */
  birthDate?: string | null;
}

export interface ScreeningHit {
  /** The register's IdRegistre. */
  listId: string;
  /** The listed name that matched, as published. */
  name: string;
  reason: "name" | "name_and_birth_date";
  /** What the register says of the person, for staff to compare with the customer. */
  entry: RegisterEntry;
}

export type Screening =
  | { outcome: "no_list_loaded" }
  | { outcome: "screened"; listPublishedAt: Date; loadedAt: Date; hits: ScreeningHit[] };

/**
 * What the birth dates say of a listed person whose name matched: a full date equal to the
 * customer's confirms the hit; a customer or a listed person without a date, or a listed year alone
 * (registers give one when the day is unknown, sometimes an estimate), keeps it on the name. Only
 * when every listed date is a full one and none is the customer's is the listed person someone else:
 * a hit on a common name would otherwise block every namesake born another day.
 */
function birthDateReason(
  birthDate: string | null | undefined,
  listed: string[],
): ScreeningHit["reason"] | undefined {
  if (!birthDate || listed.length === 0) return "name";
  if (listed.includes(birthDate)) return "name_and_birth_date";
  return listed.some((date) => date.length === 4) ? "name" : undefined;
}

/**
 * Screens a person against the loaded register. A listed name matches when it holds every word of
 * the last name and the first word of the first names, whatever their order, case, accents or
 * hyphens (« DUPONT-MOREAU Jean » is Jean-Luc Dupont-Moreau). With no register ever loaded the
 * answer says so: screening must never pass by default.
 */
export async function screenPerson(db: Db, person: ScreenedPerson): Promise<Screening> {
  const [firstWord] = comparableName(person.firstName);
  const words = [
    ...new Set([...comparableName(person.lastName), ...(firstWord ? [firstWord] : [])]),
  ];
  // One statement, hence one snapshot: a load committed meanwhile cannot leave a list without people.
  const rows = await db
    .selectFrom("freeze_list_loads as load")
    .leftJoin("freeze_list_people as person", (join) =>
      join
        .onRef("person.load_id", "=", "load.id")
        .on(sql<boolean>`person.words @> ${sql.val(words)}::text[]`),
    )
    .select([
      "load.published_at",
      "load.loaded_at",
      "person.list_id",
      "person.names",
      "person.comparable_names",
      "person.birth_dates",
      "person.details",
    ])
    .orderBy("person.list_id")
    .execute();
  const [load] = rows;
  if (!load) return { outcome: "no_list_loaded" };
  const hits: ScreeningHit[] = [];
  for (const row of rows) {
    if (
      row.list_id === null ||
      !row.names ||
      !row.comparable_names ||
      !row.birth_dates ||
      !row.details
    ) {
      continue;
    }
    const index = row.comparable_names.findIndex((name) => {
      const nameWords = new Set(name.split(" "));
      return words.every((word) => nameWords.has(word));
    });
    const name = row.names[index];
    const reason = birthDateReason(person.birthDate, row.birth_dates);
    if (name !== undefined && reason) {
      const entry = { names: row.names, birthDates: row.birth_dates, details: row.details };
      hits.push({ listId: row.list_id, name, reason, entry });
    }
  }
  return {
    outcome: "screened",
    listPublishedAt: load.published_at,
    loadedAt: load.loaded_at,
    hits,
  };
}
