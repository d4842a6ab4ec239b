-- Issue 32: a passkey's answer signs only what its challenge was asked for. A challenge to sign an
-- offer names the offer and the session that asked (`scope`); a sign-in challenge, or one asked for
-- another offer or in another session, cannot sign it.

ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check;
ALTER TABLE webauthn_challenges
  ADD CONSTRAINT webauthn_challenges_purpose_check
  CHECK (purpose IN ('registration', 'authentication', 'signature'));
-- `<application id> <session public id>` for a signature; empty for the other purposes.
ALTER TABLE webauthn_challenges ADD COLUMN scope text;
