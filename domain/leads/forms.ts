import { loanAmounts } from "../credit/products";
import {
  applicantFields,
  companyNameField,
  emailField,
  firstNameField,
  freeTextField,
  fullNameField,
  jobTitleField,
  lastNameField,
  phoneField,
  projectDescriptionField,
} from "./fields";
import type { LeadFormSpec } from "./spec";

export const companyTypeOptions = [
  { value: "microEntrepreneur", label: "Auto-entrepreneur / micro-entrepreneur" },
  { value: "soleProprietorship", label: "Entreprise individuelle" },
  { value: "sarl", label: "SARL" },
  { value: "sas", label: "SAS" },
  { value: "liberalProfession", label: "Profession libérale" },
  { value: "association", label: "Association" },
  { value: "other", label: "Autre" },
] as const;

export const targetZoneOptions = [
  { value: "europe", label: "Europe" },
  { value: "northAmerica", label: "Amérique du Nord" },
  { value: "southAmerica", label: "Amérique du Sud" },
  { value: "asia", label: "Asie" },
  { value: "africa", label: "Afrique" },
  { value: "middleEast", label: "Moyen-Orient" },
] as const;

export const appointmentSubjects = [
  { value: "wealthManagement", label: "Gestion de patrimoine" },
  { value: "investmentAdvice", label: "Conseil en investissement" },
  { value: "estatePlanning", label: "Optimisation de la succession" },
  { value: "realEstateStrategy", label: "Stratégie immobilière" },
  { value: "other", label: "Autre" },
] as const;

export const vehicleTypeOptions = [
  { value: "newCar", label: "Voiture neuve" },
  { value: "usedCar", label: "Voiture d'occasion" },
  { value: "utilityVehicle", label: "Véhicule utilitaire" },
  { value: "motorbike", label: "Moto ou scooter" },
] as const;

/** The kinds of works /pretTravaux finances; its cards describe each one under the same label. */
export const worksTypeOptions = [
  { value: "interiorRenovation", label: "Rénovation intérieure" },
  { value: "extension", label: "Extension et agrandissement" },
  { value: "energyRenovation", label: "Rénovation énergétique" },
  { value: "exteriorWorks", label: "Travaux extérieurs" },
] as const;

/** Every lead form of the site by its API kind: the browser draws them, the server validates with them. */
export const leadForms = {
  expert: {
    fields: [
      { ...companyNameField, label: "Nom de l'entreprise" },
      { ...fullNameField, label: "Votre nom" },
      { ...jobTitleField, name: "function" },
      emailField,
      freeTextField("objectives", "Objectifs d'investissement"),
    ],
  },
  entreprise: {
    fields: [
      firstNameField,
      lastNameField,
      phoneField,
      emailField,
      {
        control: "select",
        name: "companyType",
        label: "Type d'entreprise",
        options: companyTypeOptions,
        required: true,
      },
    ],
  },
  consultation: {
    fields: [
      companyNameField,
      fullNameField,
      jobTitleField,
      emailField,
      freeTextField("strategicIssues", "Enjeux stratégiques"),
    ],
  },
  international: {
    fields: [
      companyNameField,
      fullNameField,
      phoneField,
      {
        control: "select",
        name: "targetZone",
        label: "Zone cible",
        options: targetZoneOptions,
        required: true,
      },
    ],
  },
  rendezvous: {
    fields: [
      { ...fullNameField, label: "Nom complet" },
      phoneField,
      emailField,
      {
        control: "select",
        name: "subject",
        label: "Objet de votre demande",
        options: appointmentSubjects,
        required: true,
      },
      freeTextField("message", "Message"),
    ],
  },
  pretAuto: {
    loanAmount: loanAmounts.pretAuto,
    fields: [
      ...applicantFields,
      {
        control: "select",
        name: "vehicleType",
        label: "Type de véhicule",
        options: vehicleTypeOptions,
        required: true,
      },
      { control: "input", name: "chosenVehicle", label: "Véhicule choisi", type: "text" },
    ],
  },
  pretPersonnel: {
    loanAmount: loanAmounts.pretPersonnel,
    fields: [
      ...applicantFields,
      {
        control: "input",
        name: "monthlyIncome",
        label: "Revenus nets mensuels (€)",
        type: "number",
        required: true,
      },
      projectDescriptionField,
    ],
  },
  pretTravaux: {
    loanAmount: loanAmounts.pretTravaux,
    fields: [
      ...applicantFields,
      {
        control: "select",
        name: "worksType",
        label: "Type de travaux",
        options: worksTypeOptions,
        required: true,
      },
      projectDescriptionField,
    ],
  },
  pretVoyage: {
    loanAmount: loanAmounts.pretVoyage,
    fields: [...applicantFields, freeTextField("description", "Votre projet de voyage")],
  },
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
