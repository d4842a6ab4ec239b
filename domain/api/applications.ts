import { applicationSchema } from "../credit/application";
import { loanRequestSchema } from "../credit/loanRequest";
import { creditSituationSchema } from "../forms/creditSituation";
import { z } from "../forms/z";
import { endpoint } from "./endpoint";

/** Another customer's application is answered like an unknown one: its existence is not told. */
const applicationNotFound = {
  status: 404,
  message: "Cette demande de prêt n'existe pas.",
} as const;

/** An id that is not a UUID names no application: a 404 as for an unknown one, not a 400. */
const applicationParams = z.object({ id: z.uuid().nullable().catch(null) });

/**
 * Starts an application from a simulation. The server prices the loan from the product's grid: no
 * rate or figure sent by the browser is read.
 */
export const createApplication = endpoint({
  method: "POST",
  path: "/api/applications",
  access: "customer",
  body: loanRequestSchema,
  status: 201,
  response: applicationSchema,
});

/** The customer's applications, newest first. */
export const listApplications = endpoint({
  method: "GET",
  path: "/api/applications",
  access: "customer",
  response: z.object({ applications: z.array(applicationSchema) }),
});

export const getApplication = endpoint({
  method: "GET",
  path: "/api/applications/:id",
  access: "customer",
  params: applicationParams,
  response: applicationSchema,
  errors: { application_not_found: applicationNotFound },
});

/**
 * The Informations step: the situation is stored and the indicative answer computed from it at
 * once, in the answer. Sent again, it replaces both.
 */
export const saveSituation = endpoint({
  method: "POST",
  path: "/api/applications/:id/situation",
  access: "customer",
  params: applicationParams,
  body: creditSituationSchema,
  response: applicationSchema,
  errors: { application_not_found: applicationNotFound },
});

/** The FIPEN of the application's loan, as a PDF file to save (not JSON). */
export const downloadFipen = endpoint({
  method: "GET",
  path: "/api/applications/:id/fipen.pdf",
  access: "customer",
  params: applicationParams,
  errors: { application_not_found: applicationNotFound },
});
