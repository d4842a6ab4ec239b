import type { LeadKind } from "@domain/leads/forms";
import { consultationForm } from "~/content/banqueAffaire";
import { appointmentForm } from "~/content/banquePrive";
import { businessContactForm } from "~/content/comptesEntreprise";
import { expertForm } from "~/content/investissement";
import { internationalForm } from "~/content/paiements";
import { autoRequestForm } from "~/content/pretAuto";
import { personalRequestForm } from "~/content/pretPersonnel";
import { worksRequestForm } from "~/content/pretTravaux";
import { travelRequestForm } from "~/content/pretVoyage";
import type { LeadFormCopy } from "~/content/types";

/** Each lead form's wording as its page shows it, by kind, for tests that find a form by its button. */
export const leadFormCopy: Record<LeadKind, LeadFormCopy> = {
  expert: expertForm,
  entreprise: businessContactForm,
  consultation: consultationForm,
  international: internationalForm,
  rendezvous: appointmentForm,
  pretAuto: autoRequestForm,
  pretPersonnel: personalRequestForm,
  pretTravaux: worksRequestForm,
  pretVoyage: travelRequestForm,
};
