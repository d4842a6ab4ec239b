import type { LeadField } from "./spec";

/**
 * The fields that several lead forms ask for, written once. A form lists them as they are, or
 * spreads one to change its label or name where the page words it differently.
 */

export const firstNameField: LeadField = {
  control: "input",
  name: "firstName",
  label: "Prénom",
  type: "text",
  required: true,
  autoComplete: "given-name",
};

export const lastNameField: LeadField = {
  control: "input",
  name: "lastName",
  label: "Nom",
  type: "text",
  required: true,
  autoComplete: "family-name",
};

/** First and last name in one field, for the business forms. */
export const fullNameField: LeadField = {
  control: "input",
  name: "name",
  label: "Nom",
  type: "text",
  required: true,
  autoComplete: "name",
};

export const emailField: LeadField = {
  control: "input",
  name: "email",
  label: "Email",
  type: "email",
  required: true,
  autoComplete: "email",
};

export const phoneField: LeadField = {
  control: "input",
  name: "phone",
  label: "Téléphone",
  type: "tel",
  required: true,
  autoComplete: "tel",
};

export const companyNameField: LeadField = {
  control: "input",
  name: "companyName",
  label: "Entreprise",
  type: "text",
  required: true,
  autoComplete: "organization",
};

/** The contact's position in the company. */
export const jobTitleField: LeadField = {
  control: "input",
  name: "role",
  label: "Fonction",
  type: "text",
  required: true,
  autoComplete: "organization-title",
};

/** An optional free-text field on four rows, where the customer describes the request. */
export function freeTextField(name: string, label: string): LeadField {
  return { control: "textarea", name, label, rows: 4 };
}

export const projectDescriptionField = freeTextField("description", "Description du projet");

/** The identity fields every credit request starts with. */
export const applicantFields: readonly LeadField[] = [
  firstNameField,
  lastNameField,
  emailField,
  phoneField,
];
