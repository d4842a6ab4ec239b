import { profileAnswerSchema } from "../profile";
import { endpoint } from "./endpoint";

/** Who is signed in on this browser; 401 when nobody is. */
export const currentSession = endpoint({
  method: "GET",
  path: "/api/auth/session",
  access: "account",
  response: profileAnswerSchema,
});

/** "Rester connecté": the call itself is the activity that moves the idle deadline on. */
export const refreshSession = endpoint({
  method: "POST",
  path: "/api/auth/session/refresh",
  access: "account",
  status: 204,
});

export const logout = endpoint({
  method: "POST",
  path: "/api/auth/logout",
  access: "public",
  status: 204,
});
