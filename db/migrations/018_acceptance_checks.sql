-- Issue 32: before an offer is issued, staff record the FICP consultation made on the Banque de
-- France's service (arrêté du 26 octobre 2010) and their assessment of the borrower's solvency
-- (Code de la consommation, L312-16). Each recording is kept; the latest is the one acceptance
-- reads, and a borrower registered at the FICP or judged insolvent cannot be made an offer.

CREATE TABLE credit_acceptance_checks (
  id bigserial PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES credit_applications (id) ON DELETE CASCADE,
  recorded_at timestamptz NOT NULL,
  -- The member of staff who recorded both; null once their account is gone.
  recorded_by uuid REFERENCES customers (id) ON DELETE SET NULL,
  ficp_consulted_at timestamptz NOT NULL CHECK (ficp_consulted_at <= recorded_at),
  -- The consultation's reference as the Banque de France gave it.
  ficp_reference text NOT NULL CHECK (length(ficp_reference) BETWEEN 1 AND 50),
  ficp_result text NOT NULL CHECK (ficp_result IN ('none', 'registered')),
  solvency_outcome text NOT NULL CHECK (solvency_outcome IN ('sufficient', 'insufficient')),
  solvency_rationale text NOT NULL CHECK (length(solvency_rationale) BETWEEN 1 AND 1000)
);

CREATE INDEX credit_acceptance_checks_application ON credit_acceptance_checks (application_id, id);

ALTER TABLE credit_application_events DROP CONSTRAINT credit_application_events_event_check;
ALTER TABLE credit_application_events
  ADD CONSTRAINT credit_application_events_event_check CHECK (event IN (
    'created', 'situation_saved', 'fipen_downloaded',
    'document_uploaded', 'document_replaced', 'document_deleted', 'submitted',
    'document_requested', 'refused', 'accepted', 'signed', 'withdrawn',
    'ficp_consulted', 'solvency_assessed'
  ));
