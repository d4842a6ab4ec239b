import type { LeadKind } from "@domain/leads/forms";
import { banqueAffaireContent } from "~/content/banqueAffaire.i18n";
import { banquePriveContent } from "~/content/banquePrive.i18n";
import { comptesEntrepriseContent } from "~/content/comptesEntreprise.i18n";
import { investissementContent } from "~/content/investissement.i18n";
import { paiementsContent } from "~/content/paiements.i18n";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import { pretPersonnelContent } from "~/content/pretPersonnel.i18n";
import { pretTravauxContent } from "~/content/pretTravaux.i18n";
import { pretVoyageContent } from "~/content/pretVoyage.i18n";
import type { LeadFormCopy } from "~/content/types";

const { consultationForm } = await banqueAffaireContent.load("fr");
const { appointmentForm } = await banquePriveContent.load("fr");
const { internationalForm } = await paiementsContent.load("fr");
const { businessContactForm } = await comptesEntrepriseContent.load("fr");
const { expertForm } = await investissementContent.load("fr");
const { autoRequestForm } = await pretAutoContent.load("fr");
const { personalRequestForm } = await pretPersonnelContent.load("fr");
const { worksRequestForm } = await pretTravauxContent.load("fr");
const { travelRequestForm } = await pretVoyageContent.load("fr");

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
