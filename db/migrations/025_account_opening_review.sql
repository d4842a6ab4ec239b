-- Issue 34: staff's review of a signed account opening. Staff approve it once the first transfer
-- from an account in the customer's own name has matched (the second identity measure of
-- R561-5-2) and the screening against the asset-freeze register found no one, or refuse it with a
-- reason written to the customer. Each action is kept here, with who took it and what it saw.

CREATE TABLE account_opening_events (
  id bigserial PRIMARY KEY,
  opening_id uuid NOT NULL REFERENCES account_openings (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- The member of staff; null once their account is gone.
  actor_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  event text NOT NULL CHECK (event IN ('approved', 'refused')),
  -- approved: the first transfer and the screening it was approved on; refused: the reason, and
  -- the money already received that is due back to the payer.
  detail jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(detail) = 'object')
);
CREATE INDEX account_opening_events_opening ON account_opening_events (opening_id, at);
-- A decision is final: two members of staff deciding at once leave one, whatever the service does.
CREATE UNIQUE INDEX account_opening_events_one_decision ON account_opening_events (opening_id)
  WHERE event IN ('approved', 'refused');

-- Staff's queue: the signed openings, newest first.
CREATE INDEX account_openings_queue ON account_openings (status, signed_at);
