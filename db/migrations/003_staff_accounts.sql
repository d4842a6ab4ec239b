-- Staff accounts (role 'admin') live beside customers so that login, sessions and throttling stay
-- one path (docs/decisions/004-staff-accounts.md). Staff give only an e-mail and a password: what
-- the signup wizard asks becomes optional, and a CHECK keeps it mandatory for customers.

ALTER TABLE customers
  ALTER COLUMN first_name DROP NOT NULL,
  ALTER COLUMN last_name DROP NOT NULL,
  ALTER COLUMN birth_date DROP NOT NULL,
  ALTER COLUMN gender DROP NOT NULL,
  ALTER COLUMN whatsapp DROP NOT NULL,
  ALTER COLUMN country DROP NOT NULL,
  ALTER COLUMN currency DROP NOT NULL,
  ALTER COLUMN account_type DROP NOT NULL,
  ALTER COLUMN terms_accepted_at DROP NOT NULL,
  ADD CONSTRAINT customers_profile_complete CHECK (
    role <> 'customer' OR (
      first_name IS NOT NULL
      AND last_name IS NOT NULL
      AND birth_date IS NOT NULL
      AND gender IS NOT NULL
      AND whatsapp IS NOT NULL
      AND country IS NOT NULL
      AND currency IS NOT NULL
      AND account_type IS NOT NULL
      AND terms_accepted_at IS NOT NULL
    )
  );
