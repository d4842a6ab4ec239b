import { useSyncExternalStore } from "react";
import { apiRequest, ApiClientError } from "./api";

/** The signed-in customer as `GET /api/auth/session` describes them. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  gender: string;
  whatsapp: string;
  country: string;
  currency: string;
  accountType: string;
  newsletter: boolean;
  role: "customer" | "admin";
  createdAt: string;
}

export type SessionState =
  { status: "unknown" } | { status: "signedOut" } | { status: "signedIn"; customer: Customer };

let state: SessionState = { status: "unknown" };
const listeners = new Set<() => void>();

function setSession(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Set by the server beside the HttpOnly session cookie, so anonymous pages never ask for a session. */
export const hasSessionHint = () =>
  document.cookie.split("; ").some((cookie) => cookie.startsWith("aurore_connecte="));

export async function fetchSession(): Promise<Customer | undefined> {
  try {
    const { customer } = await apiRequest<{ customer: Customer }>("GET", "/api/auth/session");
    setSession({ status: "signedIn", customer });
    return customer;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) {
      setSession({ status: "signedOut" });
      return undefined;
    }
    throw error;
  }
}

export const signedIn = (customer: Customer) => setSession({ status: "signedIn", customer });

export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout", {});
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
