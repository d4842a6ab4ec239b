/**
 * The sign-in pages' endpoints, loaded with zod when a form is first checked or sent, not with the
 * page: the login and forgotten-password pages stay within the marketing pages' JavaScript budget.
 */
export const authApi = () => import("@domain/api/auth");
export const passwordsApi = () => import("@domain/api/passwords");
