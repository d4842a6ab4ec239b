import type { ReactNode } from "react";

/** Fine print: rates in force, intermediary status, investment risks. */
export function Notice({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-sm text-ink-700">{children}</p>;
}
