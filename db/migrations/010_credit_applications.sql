-- Loan applications started from a simulation, and the history of each.

CREATE TABLE credit_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('pretAuto', 'pretPersonnel', 'pretVoyage', 'pretTravaux')),
  amount integer NOT NULL CHECK (amount > 0),
  months integer NOT NULL CHECK (months > 0),
  option text NOT NULL,
  insurance boolean NOT NULL,
  -- Priced by the server from the product's grid when the application is created, then frozen: the
  -- FIPEN and the offer quote these figures even if the grid changes later. Rates are fractions.
  annual_rate numeric(7, 6) NOT NULL CHECK (annual_rate > 0),
  monthly_payment numeric(12, 2) NOT NULL CHECK (monthly_payment > 0),
  taeg numeric(7, 6) NOT NULL CHECK (taeg > 0),
  total_due numeric(12, 2) NOT NULL CHECK (total_due > 0),
  -- The optional insurance is priced whether or not it is taken: the FIPEN states its cost.
  insurance_monthly numeric(12, 2) NOT NULL CHECK (insurance_monthly >= 0),
  insurance_total numeric(12, 2) NOT NULL CHECK (insurance_total >= 0),
  taea numeric(7, 6) NOT NULL CHECK (taea >= 0),
  -- The Informations step, as its schema validated it (domain/forms/creditSituation.ts).
  situation jsonb,
  -- The indicative answer computed from it: reasons, figures and the date of the thresholds used.
  answer_outcome text CHECK (answer_outcome IN ('favorable', 'a_etudier', 'defavorable')),
  answer jsonb,
  answered_at timestamptz,
  -- The tracker's steps. Later steps of issue 15 add 'submitted', 'document_requested',
  -- 'accepted', 'refused', 'signed', 'withdrawn' and 'abandoned'.
  state text NOT NULL DEFAULT 'informations' CHECK (state IN ('informations', 'documents')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credit_applications_answer_complete CHECK (
    (answer_outcome IS NULL) = (answer IS NULL)
    AND (answer IS NULL) = (answered_at IS NULL)
    AND (answer IS NULL OR situation IS NOT NULL)
  )
);
CREATE INDEX credit_applications_customer ON credit_applications (customer_id, created_at DESC);
CREATE INDEX credit_applications_created_at ON credit_applications (created_at DESC);

-- Who did what and when, customer or staff; `detail` holds what the step changed.
CREATE TABLE credit_application_events (
  id bigserial PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES credit_applications (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  event text NOT NULL CHECK (event IN ('created', 'situation_saved', 'fipen_downloaded')),
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX credit_application_events_application ON credit_application_events (application_id, at);
