import { leadStatusLabels } from "../../domain/leads/statuses";
import {
  displayedFields,
  formatLeadTime,
  formatPhone,
  kindLabel,
} from "../../domain/leads/display";
import type { AdminLead, LeadFilters } from "../../domain/leads/admin";
import type { Db } from "../../db/database";
import { toCsv } from "./csv";
import { allLeads } from "./lead-admin";

const headers = [
  "Référence",
  "Reçue le",
  "Formulaire",
  "Statut",
  "Nom",
  "Entreprise",
  "Email",
  "Téléphone",
  "Page d'origine",
  "Montant simulé (€)",
  "Durée simulée (mois)",
  "Détails",
];

/** Fields that have a column of their own; every other field goes to "Détails", one per line. */
const ownColumns = new Set(["firstName", "lastName", "name", "companyName", "email", "phone"]);

/** A number as French spreadsheets read it: decimal comma, no thousands separator. */
const spreadsheetNumber = (value: number) => String(value).replace(".", ",");

function row(lead: AdminLead): string[] {
  const details = displayedFields(lead.kind, lead.fields)
    .filter((field) => !ownColumns.has(field.name))
    .map((field) => `${field.label} : ${field.value}`)
    .join("\n");
  return [
    lead.id,
    formatLeadTime(lead.createdAt),
    kindLabel(lead.kind),
    leadStatusLabels[lead.status],
    lead.contactName,
    lead.fields.companyName ?? "",
    lead.email ?? "",
    lead.fields.phone ? formatPhone(lead.fields.phone) : "",
    lead.page ?? "",
    lead.simulation ? spreadsheetNumber(lead.simulation.montant) : "",
    lead.simulation ? String(lead.simulation.duree) : "",
    details,
  ];
}

/** The requests that match, newest first, as a CSV file with French headers. */
export async function leadsCsv(db: Db, filters: LeadFilters): Promise<string> {
  const leads = await allLeads(db, filters);
  return toCsv([headers, ...leads.map(row)]);
}
