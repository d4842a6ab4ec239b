-- Requests sent from the public forms, their history of statuses, and the newsletter list.

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'nouveau' CHECK (status IN ('nouveau', 'en_cours', 'traite', 'rejete')),
  -- Searchable copies of what every form asks in some way; the whole form is in `fields`.
  contact_name text NOT NULL,
  email text,
  fields jsonb NOT NULL,
  page text,
  simulation jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_at ON leads (created_at DESC);
CREATE INDEX leads_kind_status ON leads (kind, status);

CREATE TABLE lead_status_changes (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  from_status text NOT NULL,
  to_status text NOT NULL,
  changed_by uuid REFERENCES customers (id) ON DELETE SET NULL,
  changed_by_email text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_status_changes_lead ON lead_status_changes (lead_id, changed_at);

CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  -- Random; every newsletter mail carries it in its unsubscribe link, so it is kept as is. It only
  -- allows unsubscribing that one address.
  unsubscribe_token text NOT NULL UNIQUE,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz
);
