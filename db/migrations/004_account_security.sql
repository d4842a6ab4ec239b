-- Account security: e-mail verification, password reset, two-factor login, session list, and the
-- outbox of e-mails sent by the server's worker.

ALTER TABLE customers
  ADD COLUMN email_verified_at timestamptz,
  -- The TOTP secret must be read back to check codes, so it cannot be hashed: it is encrypted with
  -- a key derived from SESSION_SECRET (AES-256-GCM), useless without that secret.
  ADD COLUMN totp_secret_encrypted text,
  ADD COLUMN totp_enabled_at timestamptz,
  -- The 30-second step of the last accepted code: the same code cannot be replayed.
  ADD COLUMN totp_last_step bigint;

-- A public identifier, so that the client area can name a session to end without knowing its token.
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);

-- Single-use links sent by e-mail; only the SHA-256 of the token is kept.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_customer ON account_tokens (customer_id, purpose, created_at);

CREATE TABLE recovery_codes (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  UNIQUE (customer_id, code_hash)
);

-- The password was right and the account asks for a second factor: this pending login waits for
-- the code. Only the hash of the token held by the browser's cookie is kept.
CREATE TABLE login_challenges (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  -- Bodies may hold single-use links: the row is deleted as soon as the mail is handed over.
  text_body text NOT NULL,
  html_body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Claimed by one worker at a time, even with several instances on one database.
  locked_until timestamptz,
  last_error text,
  failed_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE failed_at IS NULL;
