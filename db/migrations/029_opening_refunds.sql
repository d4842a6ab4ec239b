-- Issue 34: the money a refused or withdrawn opening's account received goes back to each payer
-- by a SEPA credit transfer from the bank's refunds account, which the partner bank makes from a
-- payment order staff download (ISO 20022 pain.001.001.09, decision record 059).

-- A payment order as generated: its XML kept as given to the partner bank, to be downloaded
-- again byte for byte.
CREATE TABLE refund_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- GrpHdr/MsgId: the partner bank refuses a message id it has seen.
  message_id text NOT NULL UNIQUE CHECK (length(message_id) BETWEEN 1 AND 35),
  created_at timestamptz NOT NULL,
  -- The member of staff; null once their account is gone.
  created_by uuid REFERENCES customers (id) ON DELETE SET NULL,
  transaction_count integer NOT NULL CHECK (transaction_count > 0),
  control_sum_cents bigint NOT NULL CHECK (control_sum_cents > 0),
  xml text NOT NULL
);

-- One refund per payer per opening, due from the refusal or the withdrawal that made it due
-- (written in its transaction), exported once in one order.
CREATE TABLE opening_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No cascade: the refund outlives nothing it pays back.
  opening_id uuid NOT NULL REFERENCES account_openings (id),
  reason text NOT NULL CHECK (reason IN ('refused', 'withdrawn')),
  payer_name text NOT NULL CHECK (length(payer_name) BETWEEN 1 AND 200),
  payer_iban text NOT NULL CHECK (payer_iban ~ '^[A-Z]{2}[0-9]{2}[0-9A-Z]{1,30}$'),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'exported')),
  order_id uuid REFERENCES refund_orders (id),
  CHECK ((status = 'exported') = (order_id IS NOT NULL)),
  UNIQUE (opening_id, payer_iban)
);
CREATE INDEX opening_refunds_due ON opening_refunds (due_at) WHERE status = 'due';
CREATE INDEX opening_refunds_order ON opening_refunds (order_id);
