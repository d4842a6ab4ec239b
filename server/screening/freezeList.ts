/**
 * The French Treasury's « Registre national des gels » (Code monétaire et financier, L562-1 ff.) as
 * DG Trésor publishes it whole in JSON, at
 * https://gels-avoirs.dgtresor.gouv.fr/ApiPublic/api/v1/publication/derniere-publication-fichier-json.
 * It gathers every freeze in force in France, whether decided by the UN, the EU or France alone,
 * where the EU's consolidated list lacks the national ones. Its structure is the register's XML
 * schema (`Publications`, `PublicationDetail`, `RegistreDetail`, `TypeChamp`, `Valeur`) in JSON.
 */
import { identityFields, type FreezeListDetail } from "../../domain/currentAccount/registerEntry";
import { z } from "../../domain/forms/z";

export const freezeListSource = "Registre national des gels (DG Trésor)";

export interface FreezeListPerson {
  /** The register's `IdRegistre`. */
  id: string;
  /** Each of its first names followed by its `Nom`, then its aliases, as published. */
  names: string[];
  /** `YYYY-MM-DD`, or `YYYY` when the register gives the year alone. */
  birthDates: string[];
  /** Its other identity fields, for staff telling a namesake from the listed person. */
  details: FreezeListDetail[];
}

export interface FreezeList {
  /** The register's `DatePublication`, as published (ISO 8601 with its offset). */
  publishedAt: string;
  source: string;
  people: FreezeListPerson[];
}

/** A file refused whole, with what the operator needs to know in French. */
export class FreezeListError extends Error {}

const refused = (reason: string) =>
  new FreezeListError(`Registre des gels refusé en entier : ${reason}.`);

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

// Absent, null, empty or zero when the register knows the year alone.
const dayOrMonth = z
  .union([z.string().regex(/^\d{0,2}$/), z.number().int().min(0).max(99)])
  .nullish()
  .transform((value) => (Number(value) ? String(value).padStart(2, "0") : undefined));

const published = z.string().transform(tidy).pipe(z.string().min(1));

// The fields a person's names and birth dates come from. Any other field (addresses, grounds,
// passports…) is only checked to be one, whatever its values: screening does not read them, and
// its identity fields are kept as text for staff, whatever shape each value has.
const knownFields = new Set(["PRENOM", "ALIAS", "DATE_DE_NAISSANCE"]);

const shownFields = new Set<string>(identityFields);

/** A value as published: its texts and numbers joined, its comment after them in brackets. */
function valueText(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return tidy(String(value));
  if (typeof value !== "object" || value === null) return "";
  const { Commentaire: comment, ...parts } = value as Record<string, unknown>;
  const text = Object.values(parts)
    .map((part) => (typeof part === "string" || typeof part === "number" ? tidy(String(part)) : ""))
    .filter(Boolean)
    .join(", ");
  const remark = typeof comment === "string" ? tidy(comment) : "";
  return remark ? `${text} (${remark})`.trim() : text;
}

const detail = z.union([
  z.object({
    TypeChamp: z.literal("PRENOM"),
    Valeur: z.array(z.object({ Prenom: published })),
  }),
  z.object({
    TypeChamp: z.literal("ALIAS"),
    Valeur: z.array(z.object({ Alias: z.string().transform(tidy) })),
  }),
  z.object({
    TypeChamp: z.literal("DATE_DE_NAISSANCE"),
    Valeur: z.array(
      z.object({
        Jour: dayOrMonth,
        Mois: dayOrMonth,
        Annee: z.union([z.string().regex(/^\d{4}$/), z.number().int().min(1000).max(9999)]),
      }),
    ),
  }),
  z
    .object({
      // Aborting, so that a known field's fault is reported by its own option, not as this one's.
      TypeChamp: z.string().refine((field) => !knownFields.has(field), { abort: true }),
      Valeur: z.array(z.unknown()),
    })
    .transform(({ TypeChamp, Valeur }) =>
      shownFields.has(TypeChamp)
        ? {
            TypeChamp: "SHOWN" as const,
            field: TypeChamp,
            values: Valeur.map(valueText).filter(Boolean),
          }
        : undefined,
    ),
]);

const registerFile = z.object({
  Publications: z.object({
    DatePublication: z.iso.datetime({ offset: true }),
    PublicationDetail: z.array(
      z.object({
        IdRegistre: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
        Nature: z.enum(["Personne physique", "Personne morale", "Navire"]),
        Nom: published,
        RegistreDetail: z.array(detail),
      }),
    ),
  }),
});

type Entry = z.infer<typeof registerFile>["Publications"]["PublicationDetail"][number];

/** `Publications.PublicationDetail[3].Nom`: where in the file the first fault is. */
function faultPath(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "";
  // A known field's option is the one whose `TypeChamp` matched: its fault is the one to report.
  const inner =
    issue.code === "invalid_union"
      ? issue.errors.find(([first]) => first?.path[0] !== "TypeChamp")?.[0]
      : undefined;
  return [...issue.path, ...(inner?.path ?? [])]
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

function birthDate(day: string | undefined, month: string | undefined, year: string): string {
  if (!day || !month) return year;
  const date = `${year}-${month}-${day}`;
  // `2026-02-31` would silently become 3 March: a date the register cannot have meant.
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw refused(`la date de naissance ${day}/${month}/${year} n'existe pas`);
  }
  return date;
}

function personOf(entry: Entry): FreezeListPerson {
  const firstNames: string[] = [];
  const aliases: string[] = [];
  const birthDates: string[] = [];
  const details: FreezeListDetail[] = [];
  for (const field of entry.RegistreDetail) {
    if (field?.TypeChamp === "PRENOM") {
      firstNames.push(...field.Valeur.map(({ Prenom }) => Prenom));
    } else if (field?.TypeChamp === "ALIAS") {
      aliases.push(...field.Valeur.map(({ Alias }) => Alias));
    } else if (field?.TypeChamp === "DATE_DE_NAISSANCE") {
      birthDates.push(
        ...field.Valeur.map(({ Jour, Mois, Annee }) => birthDate(Jour, Mois, String(Annee))),
      );
    } else if (field?.TypeChamp === "SHOWN" && field.values.length > 0) {
      const same = details.find((detail) => detail.field === field.field);
      if (same) same.values.push(...field.values);
      else details.push({ field: field.field, values: field.values });
    }
  }
  // The register gives the family name in `Nom` and the first names apart: a name is matched whole.
  const fullNames = firstNames.length
    ? firstNames.map((first) => `${first} ${entry.Nom}`)
    : [entry.Nom];
  return {
    id: String(entry.IdRegistre),
    names: [...new Set([...fullNames, ...aliases.filter(Boolean)])],
    birthDates: [...new Set(birthDates)],
    details,
  };
}

/**
 * The natural persons of the register's JSON file. A file that is not the register as published
 * is refused whole: loading part of it would let screening pass people it leaves out.
 */
export function parseFreezeList(text: string): FreezeList {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refused("le fichier n'est pas du JSON lisible (téléchargement interrompu ?)");
  }
  const parsed = registerFile.safeParse(json);
  if (!parsed.success) {
    const where = faultPath(parsed.error.issues[0]) || "Publications";
    throw refused(`ce n'est pas le format publié par la DG Trésor (${where} manquant ou invalide)`);
  }
  const { DatePublication, PublicationDetail } = parsed.data.Publications;
  const people = PublicationDetail.filter((entry) => entry.Nature === "Personne physique").map(
    personOf,
  );
  // An empty or cut register would make every customer pass: it is a fault, not a list.
  if (people.length === 0) {
    throw refused("il ne contient aucune personne physique");
  }
  const ids = new Set<string>();
  for (const { id } of people) {
    if (ids.has(id)) {
      throw refused(`la mesure ${id} y figure deux fois`);
    }
    ids.add(id);
  }
  return { publishedAt: DatePublication, source: freezeListSource, people };
}
