-- Customers, their server-side sessions and the failed logins used for throttling.

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- Lower-cased and trimmed: an address is unique whatever its case.
  email_normalized text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  birth_date date NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female', 'other', 'prefer_not_say')),
  whatsapp text NOT NULL CHECK (whatsapp ~ '^\+[1-9][0-9]{6,14}$'),
  country char(2) NOT NULL,
  currency char(3) NOT NULL,
  account_type text NOT NULL DEFAULT 'personal',
  newsletter boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
  terms_accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  -- SHA-256 of the random token held by the cookie: a database leak gives no usable session.
  id_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_customer_id ON sessions (customer_id);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  email_normalized text NOT NULL,
  client_ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email ON login_failures (email_normalized, failed_at);
CREATE INDEX login_failures_ip ON login_failures (client_ip, failed_at);
