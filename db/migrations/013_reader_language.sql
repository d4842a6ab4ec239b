-- The language a customer or a subscriber reads (issue 18): the mails they are sent are written in
-- it, and their links open the pages in it. French, the reference, for everyone known so far.
ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'fr'
  CONSTRAINT customers_language_known CHECK (language IN ('fr', 'en', 'es', 'de'));
ALTER TABLE newsletter_subscribers ADD COLUMN language text NOT NULL DEFAULT 'fr'
  CONSTRAINT newsletter_subscribers_language_known CHECK (language IN ('fr', 'en', 'es', 'de'));
