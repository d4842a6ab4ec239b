/**
 * The application endpoints, loaded with zod when a customer's application is opened or started:
 * a visitor reading the loan's summary pays for neither.
 */
export const applicationsApi = () => import("@domain/api/applications");

/** The page of one application, with its forms: loaded beside its data. */
export const applicationView = () => import("./ApplicationView");
