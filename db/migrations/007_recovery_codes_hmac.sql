-- Recovery codes are now stored as an HMAC keyed by SESSION_SECRET instead of a plain SHA-256,
-- which the database cannot compute: the old hashes can match nothing any more. Customers keep
-- their authenticator app and get new codes by turning two-factor login off and on again.
DELETE FROM recovery_codes;
