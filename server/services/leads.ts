import { leadForms, type LeadKind } from "../../domain/leads/forms";
import { leadSchema } from "../../domain/leads/schema";
import type { Db } from "../../db/database";
import { parseBody } from "../validation";

const schemas = new Map<LeadKind, ReturnType<typeof leadSchema>>();

/** Each form's schema, built on its first request. */
function schemaOf(kind: LeadKind) {
  let schema = schemas.get(kind);
  if (!schema) {
    schema = leadSchema(leadForms[kind]);
    schemas.set(kind, schema);
  }
  return schema;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The name staff see in the list, whichever way the form asked for it. */
function contactName(fields: Record<string, unknown>): string {
  const fullName = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" ");
  return (fullName || text(fields.name) || text(fields.companyName)).slice(0, 200);
}

/**
 * A lead form, sent: its values are checked here rather than by the endpoint's declaration, because
 * their rules depend on the form named in the path (each field's French message on failure). A bot
 * that fills the hidden field gets the usual answer and nothing is stored.
 */
export async function createLead(db: Db, kind: LeadKind, values: unknown): Promise<void> {
  const { page, simulation, website, ...answers } = parseBody(schemaOf(kind), values);
  if (website) return;
  // The form's own fields: named by its description, so known to the type only as strings.
  const fields: Record<string, unknown> = answers;
  await db
    .insertInto("leads")
    .values({
      kind,
      contact_name: contactName(fields),
      email: text(fields.email) || null,
      fields: JSON.stringify(fields),
      page: page ?? null,
      simulation: simulation ? JSON.stringify(simulation) : null,
    })
    .execute();
}
