import { z } from "../forms/z";

/**
 * A person of the asset-freeze register as staff read them beside the customer (issue 34, item 4),
 * and the words of the back office for its fields: the back office is French only.
 */

/** One of the register's identity fields and its values, each written out as published. */
export const freezeListDetailSchema = z.object({
  /** The register's `TypeChamp`, e.g. `NATIONALITE`. */
  field: z.string(),
  values: z.array(z.string()),
});
export type FreezeListDetail = z.output<typeof freezeListDetailSchema>;

/** What the register says of a person: what a hit is judged on, and a clearance keeps. */
export const registerEntrySchema = z.object({
  /** Every name and alias, as published. */
  names: z.array(z.string()),
  /** `YYYY-MM-DD`, or `YYYY` when the register gives the year alone. */
  birthDates: z.array(z.string()),
  details: z.array(freezeListDetailSchema),
});
export type RegisterEntry = z.output<typeof registerEntrySchema>;

/**
 * The fields besides names and birth dates that tell one person from another: what staff compare
 * with the customer before clearing a namesake (the grounds say who the listed person is).
 */
export const identityFields = [
  "SEXE",
  "TITRE",
  "LIEU_DE_NAISSANCE",
  "NATIONALITE",
  "PASSEPORT",
  "IDENTIFICATION",
  "AUTRE_IDENTITE",
  "ADRESSE_PP",
  "MOTIFS",
] as const;

/** The register's identity fields in the back office's words. */
export const registerFieldLabels: Readonly<Record<(typeof identityFields)[number], string>> = {
  SEXE: "Sexe",
  TITRE: "Titre ou fonction",
  LIEU_DE_NAISSANCE: "Lieu de naissance",
  NATIONALITE: "Nationalité",
  PASSEPORT: "Passeport",
  IDENTIFICATION: "Pièce d'identité",
  AUTRE_IDENTITE: "Autre identité",
  ADRESSE_PP: "Adresse",
  MOTIFS: "Motifs de la mesure",
};
