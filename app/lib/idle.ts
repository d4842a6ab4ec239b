import { useSyncExternalStore } from "react";
import { watchApiResponses } from "./api";

let deadline: number | undefined;
const listeners = new Set<() => void>();

const publish = (next: number) => {
  deadline = next;
  for (const listener of listeners) listener();
};

/**
 * Every signed-in answer says when the session will time out. The deadline is kept on this
 * browser's clock (the time left by the server's clock, from its `Date` header), so a computer
 * whose clock is off still gets its warning a minute ahead.
 */
function noteSessionDeadline(response: Response): void {
  const expiresAt = Date.parse(response.headers.get("x-session-idle-expires-at") ?? "");
  if (Number.isNaN(expiresAt)) return;
  const serverNow = Date.parse(response.headers.get("date") ?? "");
  const left = expiresAt - (Number.isNaN(serverNow) ? Date.now() : serverNow);
  publish(Date.now() + left);
}

watchApiResponses(noteSessionDeadline);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * When this browser's session times out if nothing happens; undefined when it does not (or is
 * unknown). Kept until the next answer says otherwise: readers check that someone is signed in.
 */
export const useSessionDeadline = () =>
  useSyncExternalStore(
    subscribe,
    () => deadline,
    () => undefined,
  );
