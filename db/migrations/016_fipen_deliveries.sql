-- Issue 32: each FIPEN given to a customer is kept as it was given, with the moment, so the bank
-- can prove which sheet the customer had before signing (Code de la consommation, L312-12). The
-- signature is refused without a sheet quoting the offer's own figures.

CREATE TABLE credit_fipen_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES credit_applications (id) ON DELETE CASCADE,
  delivered_at timestamptz NOT NULL,
  -- The day the sheet is dated, in Paris; a sheet asked for again that day is this one, re-sent.
  issued_on date NOT NULL,
  -- The figures the sheet quotes, compared with the offer's at the signature.
  amount integer NOT NULL,
  months integer NOT NULL,
  annual_rate numeric(7, 6) NOT NULL,
  insurance boolean NOT NULL,
  -- SHA-256 of the PDF, lowercase hexadecimal, and the PDF itself (a few kilobytes).
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  pdf bytea NOT NULL
);

CREATE INDEX credit_fipen_deliveries_application
  ON credit_fipen_deliveries (application_id, delivered_at);
