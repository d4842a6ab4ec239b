-- Issue 32: the offer of credit contract issued when staff accept an application, kept as issued
-- on a durable medium (Code de la consommation, L312-18, L312-28): the customer downloads these
-- bytes, and the signature names their digest. One offer per application: an application is
-- accepted once.

CREATE TABLE credit_contracts (
  application_id uuid PRIMARY KEY REFERENCES credit_applications (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  -- SHA-256 of the PDF, lowercase hexadecimal, and the PDF itself (tens of kilobytes).
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  pdf bytea NOT NULL
);
