-- Request limits (forms, newsletter, password reset, passkey ceremonies) counted once for every
-- instance on one PostgreSQL: one row per limit and client address, for its current window only.
-- UNLOGGED: no WAL per counted request; a crash of PostgreSQL empties the table, which only opens
-- every window afresh.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  resets_at timestamptz NOT NULL
);
-- Expired windows are deleted by this index, at most once a minute per instance.
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
