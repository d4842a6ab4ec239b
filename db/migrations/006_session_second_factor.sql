-- When the session's owner proved a second factor (code at sign-in, or a factor enrolled in this
-- session): the back office is closed to staff sessions without one (DECISIONS.md "Sign-in").
ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz;
