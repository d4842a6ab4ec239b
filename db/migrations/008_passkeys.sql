-- Passkeys (WebAuthn discoverable credentials): a phishing-resistant sign-in, and a second factor
-- for staff (DECISIONS.md "Sign-in").
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- base64url, as the browser sends it back at each sign-in.
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  -- The authenticator's signature counter: a response that does not move it on is a clone's.
  sign_count bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '[]',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_customer ON passkeys (customer_id);

-- Each challenge serves once and for 5 minutes; registration challenges belong to an account.
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
