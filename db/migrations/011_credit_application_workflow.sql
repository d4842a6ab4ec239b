-- The rest of a loan application's journey (issue 15): documents, the customer's submission, the
-- staff's decision, the electronic acceptance of the offer and the withdrawal.

ALTER TABLE credit_applications DROP CONSTRAINT credit_applications_state_check;
ALTER TABLE credit_applications
  ADD CONSTRAINT credit_applications_state_check CHECK (state IN (
    'informations', 'documents', 'submitted', 'document_requested',
    'accepted', 'refused', 'signed', 'withdrawn'
  )),
  ADD COLUMN submitted_at timestamptz,
  -- Documents staff asked for and not yet sent again: [{ code, note, requestedAt }].
  ADD COLUMN requested_documents jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decided_by uuid REFERENCES customers (id) ON DELETE SET NULL,
  ADD COLUMN refusal_reason text,
  -- The offer holds 15 days from its issue (art. L312-18): a later acceptance is refused.
  ADD COLUMN offer_valid_until date,
  ADD COLUMN signed_at timestamptz,
  -- What the customer accepted, word for word: the offer's figures and how they authenticated.
  ADD COLUMN signature jsonb,
  ADD COLUMN withdrawal_ends_on date,
  ADD COLUMN funds_release_on date,
  ADD COLUMN withdrawn_at timestamptz,
  ADD CONSTRAINT credit_applications_refusal_has_reason CHECK (
    state <> 'refused' OR (refusal_reason IS NOT NULL AND decided_at IS NOT NULL)
  ),
  ADD CONSTRAINT credit_applications_offer_issued CHECK (
    state NOT IN ('accepted', 'signed', 'withdrawn') OR offer_valid_until IS NOT NULL
  ),
  ADD CONSTRAINT credit_applications_signature_complete CHECK (
    (signed_at IS NULL) = (signature IS NULL)
    AND (signed_at IS NULL) = (withdrawal_ends_on IS NULL)
    AND (signed_at IS NULL) = (funds_release_on IS NULL)
    AND (state NOT IN ('signed', 'withdrawn') OR signed_at IS NOT NULL)
  );
CREATE INDEX credit_applications_state ON credit_applications (state, updated_at);

ALTER TABLE credit_application_events DROP CONSTRAINT credit_application_events_event_check;
ALTER TABLE credit_application_events
  ADD CONSTRAINT credit_application_events_event_check CHECK (event IN (
    'created', 'situation_saved', 'fipen_downloaded',
    'document_uploaded', 'document_replaced', 'document_deleted', 'submitted',
    'document_requested', 'refused', 'accepted', 'signed', 'withdrawn'
  ));

-- The supporting documents, in the database: every instance reads them and every backup holds
-- them. The content was recognised as PDF, JPEG or PNG by its bytes before it was stored, and is
-- kept in pieces (below).
CREATE TABLE credit_application_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES credit_applications (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code IN ('identity', 'proofOfAddress', 'payslips', 'quoteOrInvoice', 'taxNotice')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 100),
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0 AND size <= 10485760),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  uploaded_by uuid REFERENCES customers (id) ON DELETE SET NULL
);
CREATE INDEX credit_application_documents_application
  ON credit_application_documents (application_id, code, uploaded_at);

-- A document's bytes in pieces of at most 256 KB, in order. Embedded PostgreSQL (PGlite, in
-- WebAssembly) grows its memory to the largest value a statement carries and never gives it back:
-- 5 MB values took the server from 450 MB to 1.2 GB in 200 uploads, 256 KB pieces keep it flat
-- (docs/decisions/012-credit-application.md).
CREATE TABLE credit_application_document_chunks (
  document_id uuid NOT NULL REFERENCES credit_application_documents (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 262144),
  PRIMARY KEY (document_id, seq)
);
