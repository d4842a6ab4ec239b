-- Issue 34: current accounts opened online, the ledger their money is booked in, and the partner
-- bank's end-of-day statements (camt.053) that bring the first transfer, the second identity
-- measure of an opening at a distance (Code monétaire et financier, R561-5-2).

-- Never given twice: nextval is not rolled back with a transaction, so a refused opening or a
-- failed one leaves a gap, never a number someone else gets. NO CYCLE: past the 11 digits of a RIB
-- account number it fails rather than start again. Restoring a backup sets it back to where it was.
CREATE SEQUENCE current_account_numbers AS bigint MINVALUE 1 MAXVALUE 99999999999 NO CYCLE;

-- Written whole when an entry is imported, never changed: staff's review of it is kept elsewhere.
-- No foreign key to current_accounts, which names an entry already (its first transfer): a cycle
-- between two tables would leave the backup no order to write them in (server/services/backup.ts).
CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The day the money moved at the bank, which can be before the day it was recorded here.
  booked_on date NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  source text NOT NULL CHECK (source IN ('statement')),
  -- What the source calls it (for a statement: the account's IBAN and the bank's reference of the
  -- entry). Unique per source, so that one event outside is never posted twice.
  source_reference text CHECK (length(source_reference) BETWEEN 1 AND 200),
  UNIQUE (source, source_reference)
);

-- Signed amounts in cents: + is a credit to the ledger account (money a customer has), - a debit.
-- A customer's current account is the ledger account named by its id; the bank's own accounts have
-- names ('partner_bank_settlement': the money held for us at the partner bank).
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
  ledger_account text NOT NULL CHECK (length(ledger_account) BETWEEN 1 AND 100),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (ledger_account, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- A balance is the sum of its entries: what is booked stays as it was booked, and a mistake is
-- corrected by another transaction. TRUNCATE is left to the restore of a backup, which empties
-- every table before writing the backup's rows.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Every transaction's entries sum to zero, and it has some. Checked at commit (deferred), once all
-- of its entries are written, whatever writes them: the service checks first and says why, this
-- holds for any other writer (a console, a restore, a later service).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked uuid;
  total numeric;
  entries bigint;
BEGIN
  -- Two statements: PL/pgSQL resolves NEW's fields when it first runs one, and each table's row
  -- has only one of the two.
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    checked := NEW.transaction_id;
  ELSE
    checked := NEW.id;
  END IF;
  SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, entries
    FROM ledger_entries WHERE transaction_id = checked;
  IF entries = 0 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to % cents',
      checked, entries, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_not_empty AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- A statement file as imported, by the SHA-256 of its bytes: the same file twice is one import.
CREATE TABLE statement_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sha256 text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The file's GrpHdr/MsgId, as the partner bank named it.
  message_id text NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  -- The member of staff; null once their account is gone.
  imported_by uuid REFERENCES customers (id) ON DELETE SET NULL,
  -- Every entry of the file, whatever became of it.
  entry_count integer NOT NULL CHECK (entry_count >= 0)
);

-- The credits booked to our accounts, one row per entry of the partner bank's: an entry that comes
-- back in a later file (statements overlap) is recognised by its account and reference.
CREATE TABLE statement_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_id uuid NOT NULL REFERENCES statement_files (id),
  -- The statement's account: the IBAN of one of current_accounts, by value (see ledger_transactions).
  account_iban text NOT NULL,
  -- The bank's reference of the entry (AcctSvcrRef).
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 200),
  -- In euro cents: entries in another currency are not booked.
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  booked_on date NOT NULL,
  payer_name text,
  payer_iban text,
  -- The unstructured remittance lines, one per line, as the payer typed them.
  remittance text NOT NULL,
  end_to_end_id text,
  -- What the entry was to the account's opening: its first transfer, or why staff must look at it.
  outcome text NOT NULL CHECK (outcome IN (
    'matched', 'reference_missing', 'payer_unknown', 'name_mismatch', 'payer_outside_eea',
    'no_opening', 'not_first'
  )),
  ledger_transaction_id uuid NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  UNIQUE (account_iban, reference)
);
CREATE INDEX statement_entries_file ON statement_entries (file_id);

CREATE TABLE current_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No cascade: an account's records outlive the relationship (five years, L561-12).
  customer_id uuid NOT NULL REFERENCES customers (id),
  offer text NOT NULL CHECK (offer IN ('essentiel', 'plus', 'premium')),
  -- From current_account_numbers, zero-padded to the RIB's 11 digits.
  account_number text NOT NULL UNIQUE CHECK (account_number ~ '^[0-9]{11}$'),
  -- Computed from the number by the server (domain/currentAccount/iban.ts), electronic format.
  iban text NOT NULL UNIQUE CHECK (iban ~ '^FR76[0-9]{23}$'),
  -- When the opening began and the number was given.
  opened_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending_first_transfer' CHECK (status IN (
    'pending_first_transfer', 'open', 'refused', 'closed'
  )),
  -- The first transfer that matched the opening (reference, payer's name, EEA bank).
  first_transfer_matched_at timestamptz,
  first_transfer_entry_id uuid UNIQUE REFERENCES statement_entries (id),
  CHECK ((first_transfer_matched_at IS NULL) = (first_transfer_entry_id IS NULL))
);
-- One opening under way or one open account per customer: a second « Ouvrir un compte » resumes it.
CREATE UNIQUE INDEX current_accounts_one_live ON current_accounts (customer_id)
  WHERE status IN ('pending_first_transfer', 'open');
CREATE INDEX current_accounts_customer ON current_accounts (customer_id, opened_at);
