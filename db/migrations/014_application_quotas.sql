-- Quotas on loan applications (issue 29): one application in progress per customer and loan.
-- The service checks it under a lock per customer (server/services/application-quotas.ts); this
-- index holds it whatever writes the row, on every instance, and answers a race the lock missed.

-- Before this migration « Faire ma demande » pressed twice opened two applications of one loan.
-- They are the customer's and are kept as they are, still open: only the newest of each customer
-- and loan in progress takes part in the index, the others are marked here once.
ALTER TABLE credit_applications ADD COLUMN opened_twice boolean NOT NULL DEFAULT false;

UPDATE credit_applications AS older
SET opened_twice = true
WHERE older.state IN ('informations', 'documents', 'submitted', 'document_requested')
  AND EXISTS (
    SELECT 1 FROM credit_applications AS newer
    WHERE newer.customer_id = older.customer_id
      AND newer.product = older.product
      AND newer.state IN ('informations', 'documents', 'submitted', 'document_requested')
      AND (newer.created_at, newer.id) > (older.created_at, older.id)
  );

-- The states of `inProgressStates` (domain/credit/quotas.ts). An accepted offer is open too, until
-- its last day: a date an index cannot compare with today, so the service checks that one.
CREATE UNIQUE INDEX credit_applications_one_in_progress
  ON credit_applications (customer_id, product)
  WHERE state IN ('informations', 'documents', 'submitted', 'document_requested')
    AND NOT opened_twice;
