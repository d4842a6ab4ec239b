-- Issue 34: the customer withdraws from the account agreement signed at a distance, within the
-- period of Code de la consommation L222-7, through the client area's « Renoncer au contrat ici »
-- (L222-8, in force since 19 June 2026: ordonnance n° 2026-2 and décret n° 2026-3). The opening
-- is then `withdrawn`, its account closed, and the money it received is due back to the payer.

ALTER TABLE account_openings DROP CONSTRAINT account_openings_status_check;
ALTER TABLE account_openings ADD CONSTRAINT account_openings_status_check
  CHECK (status IN ('in_progress', 'signed', 'approved', 'refused', 'withdrawn'));

-- The declaration as confirmed, one per opening: a second confirmation finds it made.
CREATE TABLE account_opening_withdrawals (
  opening_id uuid PRIMARY KEY REFERENCES account_openings (id) ON DELETE CASCADE,
  -- When the customer confirmed it: the time the acknowledgment states.
  declared_at timestamptz NOT NULL,
  -- What the customer confirmed, as the page showed it and the acknowledgment repeats it: the
  -- holder, the offer, the IBAN and the day the agreement was signed.
  declaration jsonb NOT NULL CHECK (jsonb_typeof(declaration) = 'object'),
  -- Where the acknowledgment went, on a durable medium (décret n° 2026-3).
  acknowledged_to text NOT NULL CHECK (length(acknowledged_to) BETWEEN 3 AND 320),
  -- The account's balance when withdrawn, due back to the payers (L222-13: within 30 days).
  refund_due_cents bigint NOT NULL CHECK (refund_due_cents >= 0)
);
