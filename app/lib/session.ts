import { useSyncExternalStore } from "react";
import type { SessionUser } from "@domain/profile";
import { ApiClientError, callApi } from "./api";

/** Where a person lands once signed in: staff work in the back office, customers in their area. */
export const homePath = (user: SessionUser) => (user.role === "admin" ? "/admin" : "/espaceClient");

export type SessionState =
  { status: "unknown" } | { status: "signedOut" } | { status: "signedIn"; user: SessionUser };

let state: SessionState = { status: "unknown" };
const listeners = new Set<() => void>();

function setSession(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Set by the server beside the HttpOnly session cookie, so anonymous pages never ask for a session. */
export const hasSessionHint = () =>
  document.cookie.split("; ").some((cookie) => cookie.startsWith("aurore_connecte="));

// Loaded with the first call: the header of every page can sign out or read the session, but only
// signed-in visitors pay for the declarations' schemas.
const sessionEndpoints = () => import("@domain/api/session");

export async function fetchSession(): Promise<SessionUser | undefined> {
  try {
    const { currentSession } = await sessionEndpoints();
    const { customer } = await callApi(currentSession);
    setSession({ status: "signedIn", user: customer });
    return customer;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) {
      signedOut();
      return undefined;
    }
    throw error;
  }
}

export const signedIn = (user: SessionUser) => setSession({ status: "signedIn", user });

export async function signOut(): Promise<void> {
  const { logout } = await sessionEndpoints();
  await callApi(logout);
  signedOut();
}

/** The server has already ended the session (all devices, timeout): only the page has to know. */
export function signedOut(): void {
  setSession({ status: "signedOut" });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The same session everywhere on the page: header, client area, forms. */
export const useSession = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
