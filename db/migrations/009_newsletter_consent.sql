-- Newsletter consent had two homes that never met: customers.newsletter (the signup box, the client
-- area) and newsletter_subscribers (the public form, the unsubscribe link, the staff list). It now
-- lives in newsletter_subscribers alone, one row per address, whether a customer holds it or not.
-- An address consents when subscribed_at is set and unsubscribed_at is not.

-- Null while a public subscription waits for its address to confirm: it does not count yet.
ALTER TABLE newsletter_subscribers ALTER COLUMN subscribed_at DROP NOT NULL;
ALTER TABLE newsletter_subscribers ALTER COLUMN subscribed_at DROP DEFAULT;

-- The confirmation link mailed to the address (double opt-in): only its SHA-256 is kept, cleared
-- once used; it expires a while after it was sent.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_token_hash text UNIQUE;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at timestamptz;
ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_confirmation_complete
  CHECK ((confirmation_token_hash IS NULL) = (confirmation_sent_at IS NULL));

-- A customer who does not consent and whose account changed after the public subscription may have
-- unticked the client area's box, which never reached this list: in doubt, the address leaves it.
UPDATE newsletter_subscribers AS subscriber
SET unsubscribed_at = customer.updated_at
FROM customers AS customer
WHERE customer.email_normalized = subscriber.email_normalized
  AND NOT customer.newsletter
  AND subscriber.unsubscribed_at IS NULL
  AND customer.updated_at > greatest(customer.created_at, subscriber.subscribed_at);

-- Customers who ticked the box join the list, dated by the last change of their account (the
-- closest date known). An address that left through an unsubscribe link stays out: that link never
-- reached the customer's box, and in doubt there is no consent.
INSERT INTO newsletter_subscribers (email, email_normalized, unsubscribe_token, subscribed_at)
SELECT
  customer.email,
  customer.email_normalized,
  -- 122 random bits in 32 characters of the token's alphabet, with no extension needed.
  replace(gen_random_uuid()::text, '-', ''),
  customer.updated_at
FROM customers AS customer
WHERE customer.newsletter
ON CONFLICT (email_normalized) DO NOTHING;

ALTER TABLE customers DROP COLUMN newsletter;
