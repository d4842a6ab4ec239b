/** Where a request sent from a public form stands in the staff's work. */
export const leadStatuses = ["nouveau", "en_cours", "traite", "rejete"] as const;

export type LeadStatus = (typeof leadStatuses)[number];

/** A status a request can be moved to: nothing ever goes back to Nouveau. */
export type TargetStatus = Exclude<LeadStatus, "nouveau">;

export const leadStatusLabels: Record<LeadStatus, string> = {
  nouveau: "Nouveau",
  en_cours: "En cours",
  traite: "Traité",
  rejete: "Rejeté",
};

/** The workflow Nouveau → En cours → Traité | Rejeté: a closed request stays closed. */
export const nextStatuses: Record<LeadStatus, readonly TargetStatus[]> = {
  nouveau: ["en_cours"],
  en_cours: ["traite", "rejete"],
  traite: [],
  rejete: [],
};

/** The button that moves a request to each status. */
export const statusActionLabels: Record<TargetStatus, string> = {
  en_cours: "Prendre en charge",
  traite: "Marquer comme traitée",
  rejete: "Rejeter",
};

export const canMoveTo = (from: LeadStatus, to: LeadStatus): boolean =>
  (nextStatuses[from] as readonly LeadStatus[]).includes(to);
