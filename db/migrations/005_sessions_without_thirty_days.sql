-- "Se souvenir de moi" no longer lengthens a session past 30 minutes idle and 12 hours
-- (DECISIONS.md "Sign-in"): the 30-day sessions opened before this change end now.
DELETE FROM sessions WHERE remember AND expires_at > created_at + interval '12 hours';
