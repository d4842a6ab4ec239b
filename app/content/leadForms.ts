import type { LeadFormSpec } from "~/components/ui/LeadForm";
import { consultationForm } from "./banqueAffaire";
import { appointmentForm } from "./banquePrive";
import { businessContactForm } from "./comptesEntreprise";
import { expertForm } from "./investissement";
import { internationalForm } from "./paiements";
import { autoRequestForm } from "./pretAuto";
import { personalRequestForm } from "./pretPersonnel";
import { worksRequestForm } from "./pretTravaux";
import { travelRequestForm } from "./pretVoyage";

/** Every lead form of the site by its API kind: the browser draws them, the server validates with them. */
export const leadForms = {
  expert: expertForm,
  entreprise: businessContactForm,
  consultation: consultationForm,
  international: internationalForm,
  rendezvous: appointmentForm,
  pretAuto: autoRequestForm,
  pretPersonnel: personalRequestForm,
  pretTravaux: worksRequestForm,
  pretVoyage: travelRequestForm,
} satisfies Record<string, LeadFormSpec>;

export type LeadKind = keyof typeof leadForms;

export const leadKinds = Object.keys(leadForms) as LeadKind[];

export const leadKindLabels: Record<LeadKind, string> = {
  expert: "Contact expert en investissement",
  entreprise: "Compte entreprise",
  consultation: "Consultation banque d'affaires",
  international: "Développement international",
  rendezvous: "Rendez-vous banque privée",
  pretAuto: "Demande de prêt auto",
  pretPersonnel: "Demande de prêt personnel",
  pretTravaux: "Demande de prêt travaux",
  pretVoyage: "Demande de prêt voyage",
};

export const isLeadKind = (value: string): value is LeadKind => Object.hasOwn(leadForms, value);
