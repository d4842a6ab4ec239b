-- Issue 32: the mail that tells a customer their loan is accepted carries the offer of credit
-- contract as a PDF. The outbox names the contract rather than copying it: the worker reads the
-- bytes kept in credit_contracts when it sends the mail, so what leaves is what was issued, and a
-- queued mail holds no copy of the borrower's document (decision 035).

ALTER TABLE mail_outbox
  -- The application whose contract is attached. Deleting the contract (with its application)
  -- deletes the mail still waiting: it would announce a document that no longer exists.
  ADD COLUMN attached_contract uuid REFERENCES credit_contracts (application_id) ON DELETE CASCADE;

-- For that cascade: without it each deleted contract would read the whole outbox.
CREATE INDEX mail_outbox_attached_contract ON mail_outbox (attached_contract)
  WHERE attached_contract IS NOT NULL;
