import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | undefined, Date>;

export interface CustomersTable {
  id: Generated<string>;
  email: string;
  email_normalized: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD`: the DATE type is read as text, never shifted by a time zone. */
  birth_date: string;
  gender: "male" | "female" | "other" | "prefer_not_say";
  whatsapp: string;
  country: string;
  currency: string;
  account_type: Generated<string>;
  newsletter: boolean;
  role: Generated<"customer" | "admin">;
  terms_accepted_at: Date;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id_hash: string;
  customer_id: string;
  remember: boolean;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Date;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email_normalized: string;
  client_ip: string;
  failed_at: CreatedAt;
}

export type LeadStatus = "nouveau" | "en_cours" | "traite" | "rejete";

export interface LeadsTable {
  id: Generated<string>;
  kind: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  contact_name: string;
  email: string | null;
  fields: ColumnType<Record<string, string>, string, string>;
  page: string | null;
  simulation: ColumnType<{ montant: number; duree: number } | null, string | null, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface LeadStatusChangesTable {
  id: Generated<string>;
  lead_id: string;
  from_status: LeadStatus;
  to_status: LeadStatus;
  changed_by: string | null;
  changed_by_email: string;
  changed_at: CreatedAt;
}

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  email_normalized: string;
  unsubscribe_token: string;
  subscribed_at: CreatedAt;
  unsubscribed_at: Date | null;
}

export interface Schema {
  customers: CustomersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  leads: LeadsTable;
  lead_status_changes: LeadStatusChangesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}
