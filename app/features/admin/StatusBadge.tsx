import { leadStatusLabels, type LeadStatus } from "@domain/leads/statuses";

// Each pair is AA on its background (app.css palette).
const colours: Record<LeadStatus, string> = {
  nouveau: "bg-brand-100 text-brand-900",
  en_cours: "bg-gold-100 text-gold-800",
  traite: "bg-accent-50 text-success-700",
  rejete: "bg-red-50 text-danger-700",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${colours[status]}`}
    >
      {leadStatusLabels[status]}
    </span>
  );
}
