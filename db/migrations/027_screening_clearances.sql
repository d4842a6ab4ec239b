-- Issue 34: a hit of the asset-freeze screening that staff find to be a namesake, not the listed
-- person, is cleared for that register entry alone, with the reason written (what tells the
-- customer apart: birth date, birth place, nationality…), by whom and when
-- (docs/decisions/054-screening-clearance-and-four-eyes.md). The approval then passes that entry
-- only, and is taken by another member of staff than the one who cleared it.

-- The register's other identity fields (sex, birth place, nationality, passport…) as published,
-- for staff to compare with the customer: [{"field": "NATIONALITE", "values": ["BELGIQUE"]}, …].
-- Registers loaded before have none until the next load.
ALTER TABLE freeze_list_people
  ADD COLUMN details jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(details) = 'array');

CREATE TABLE account_opening_clearances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  opening_id uuid NOT NULL REFERENCES account_openings (id) ON DELETE CASCADE,
  -- The register's IdRegistre: a clearance never covers another entry.
  list_id text NOT NULL CHECK (list_id ~ '^[0-9]+$'),
  -- The entry as staff judged it (its names, birth dates and identity fields): the clearance holds
  -- while a later register says the same of it, and lapses when it says more or otherwise.
  entry jsonb NOT NULL CHECK (jsonb_typeof(entry) = 'object'),
  -- The publication of the register the entry was read in.
  list_published_at timestamptz NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 10 AND 1000),
  -- The member of staff; null once their account is gone.
  cleared_by uuid REFERENCES customers (id) ON DELETE SET NULL,
  cleared_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_opening_clearances_opening ON account_opening_clearances (opening_id, list_id);
