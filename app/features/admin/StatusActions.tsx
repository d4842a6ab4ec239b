import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { nextStatuses, statusActionLabels, type LeadStatus } from "@domain/leads/statuses";
import type { StatusChangeResult } from "./adminApi";

/** The moves the workflow allows from the current status, and the outcome of the last one. */
export function StatusActions({ leadId, status }: { leadId: string; status: LeadStatus }) {
  const fetcher = useFetcher<StatusChangeResult>();
  const outcome = useRef<HTMLParagraphElement>(null);
  const result = fetcher.data;
  useEffect(() => {
    // The buttons change or vanish with the status: focus goes to what happened instead.
    if (result) outcome.current?.focus();
  }, [result]);
  const targets = nextStatuses[status];
  return (
    <div>
      {targets.length > 0 ? (
        <fetcher.Form method="post" className="flex flex-wrap gap-3">
          <input type="hidden" name="lead" value={leadId} />
          {targets.map((target) => (
            <button
              key={target}
              type="submit"
              name="status"
              value={target}
              disabled={fetcher.state !== "idle"}
              className={target === "rejete" ? "btn btn-outline" : "btn btn-primary"}
            >
              {statusActionLabels[target]}
            </button>
          ))}
        </fetcher.Form>
      ) : (
        <p className="text-ink-700">Cette demande est close : son statut ne change plus.</p>
      )}
      <p
        ref={outcome}
        tabIndex={-1}
        role="status"
        className={`mt-3 font-medium outline-none ${result?.ok === false ? "text-danger-700" : "text-success-700"}`}
      >
        {result?.message}
      </p>
    </div>
  );
}
