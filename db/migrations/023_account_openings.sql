-- Issue 34: a current account's opening at a distance, its answers saved step by step so that the
-- customer resumes where they stopped. The answers are the forms' outputs as JSON: each step's
-- schema (domain/forms/accountOpening.ts) is their rule, and the record is what was declared.

CREATE TABLE account_openings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'in_progress'
    CHECK (status IN ('in_progress', 'signed', 'approved', 'refused')),
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  offer text CHECK (offer IN ('essentiel', 'plus', 'premium')),
  identity jsonb,
  know_your_customer jsonb,
  tax_residence jsonb,
  identity_document jsonb
);

-- One pending opening per customer, whichever instance or request starts it: a second start
-- finds this one and resumes it.
CREATE UNIQUE INDEX account_openings_one_pending ON account_openings (customer_id)
  WHERE status IN ('in_progress', 'signed');
