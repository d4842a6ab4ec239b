-- Issue 34: before entering a business relationship the bank screens the customer against the
-- asset-freeze register (Code monétaire et financier, L562-1 ff.), loaded from the file DG Trésor
-- publishes. One list at a time: a load replaces the previous one whole, in one transaction, so a
-- screening reads one published register, never half of two.

CREATE TABLE freeze_list_loads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Always true, and unique: a second load beside the first cannot be committed.
  current boolean NOT NULL DEFAULT true UNIQUE CHECK (current),
  source text NOT NULL,
  -- The register's own publication date, shown to staff beside each screening.
  published_at timestamptz NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now(),
  entry_count integer NOT NULL CHECK (entry_count > 0)
);

-- One row per natural person of the register.
CREATE TABLE freeze_list_people (
  load_id uuid NOT NULL REFERENCES freeze_list_loads (id) ON DELETE CASCADE,
  -- The register's IdRegistre.
  list_id text NOT NULL,
  -- Every name and alias as published, and each one's comparable words, space-separated, in the
  -- same order.
  names text[] NOT NULL,
  comparable_names text[] NOT NULL CHECK (cardinality(comparable_names) = cardinality(names)),
  -- Every comparable word of every name: a screening reads only the people who have all of the
  -- customer's words, found through this index.
  words text[] NOT NULL,
  -- `YYYY-MM-DD`, or `YYYY` when the register gives the year alone.
  birth_dates text[] NOT NULL,
  PRIMARY KEY (load_id, list_id)
);

CREATE INDEX freeze_list_people_words ON freeze_list_people USING gin (words);
