import { leadForms, leadKinds, type LeadKind } from "@domain/leads/forms";
import { leadSchema } from "@domain/leads/schema";
import type { CreditSituationInput } from "@domain/forms/creditSituation";
import type { SignupInput } from "@domain/forms/signup";
import { claireSignup } from "../support/fixtures";

/** A simulated loan the personal loan offers: 10 000 € over 60 months, without insurance. */
export const loanRequest = {
  product: "pretPersonnel",
  amount: 10_000,
  months: 60,
  option: "equipement",
  insurance: false,
} as const;

/** A borrower's situation as the Informations step takes it. */
export const situationBody = {
  employmentStatus: "cdi",
  employedSince: "2019-09",
  netMonthlyIncome: 2_850.5,
  coBorrowerNetMonthlyIncome: 1_900,
  otherCreditPayments: 120,
  housing: "locataire",
  housingCost: 780,
  dependants: 2,
} satisfies CreditSituationInput;

/** A valid signup of its own: the n-th customer of a test. */
export const signupBody = (n: number): SignupInput => ({
  ...claireSignup,
  lastName: `Martin-${n}`,
  email: `client.${n}@example.fr`,
});

/** A valid request for any lead form, drawn from the form's own description, unique by n. */
export function leadBody(kind: LeadKind, n: number): Record<string, unknown> {
  const body: Record<string, unknown> = { page: `/${kind}` };
  for (const field of leadForms[kind].fields) {
    if (field.control === "select") body[field.name] = field.options[0]?.value;
    else if (field.control === "textarea") body[field.name] = `Demande n° ${n} : rappel souhaité`;
    else if (field.type === "email") body[field.name] = `prospect.${n}@example.fr`;
    else if (field.type === "tel") body[field.name] = "06 11 22 33 44";
    else if (field.type === "number") body[field.name] = String(1_000 + n);
    else body[field.name] = `Élodie ${n}`;
  }
  return body;
}

/** Each lead form's schema, as the server builds it. */
export const leadSchemas = Object.fromEntries(
  leadKinds.map((kind) => [kind, leadSchema(leadForms[kind])]),
) as Record<LeadKind, ReturnType<typeof leadSchema>>;

// The lead route keeps these beside the form's fields, never in the `fields` column.
const notInFields = new Set(["page", "simulation", "website"]);

/** The `fields` column a stored lead must hold for a body: what the schema keeps of it. */
export function storedLeadFields(kind: LeadKind, body: unknown): Record<string, unknown> {
  const parsed = leadSchemas[kind].parse(body) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => !notInFields.has(name)));
}

/** JSON with keys in a stable order, to compare what was sent with what was stored. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
