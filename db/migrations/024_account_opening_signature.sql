-- Issue 34: the documents an account opening is signed on, kept as issued on a durable medium
-- (Code monétaire et financier L312-1-1 for the agreement, Regulation (EU) 2018/34 for the fee
-- information document, Code de la consommation L222-6 before a contract at a distance), and the
-- signature's evidence. A changed answer removes the documents issued from the older answers: the
-- customer signs documents that name what they last declared.

CREATE TABLE account_opening_documents (
  opening_id uuid NOT NULL REFERENCES account_openings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('agreement', 'fee_information')),
  issued_at timestamptz NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  pdf bytea NOT NULL,
  PRIMARY KEY (opening_id, kind)
);

ALTER TABLE account_openings
  ADD COLUMN signed_at timestamptz,
  -- What was signed, how and from where (method, the documents' digests, the passkey's assertion,
  -- the device), as the credit offer's signature keeps it.
  ADD COLUMN signature jsonb,
  -- The account the signature opened, waiting for its first transfer.
  ADD COLUMN current_account_id uuid UNIQUE REFERENCES current_accounts (id),
  ADD CONSTRAINT account_openings_signed CHECK (
    (status = 'in_progress') = (signed_at IS NULL)
    AND (signed_at IS NULL) = (signature IS NULL)
    AND (signed_at IS NULL) = (current_account_id IS NULL)
  );
