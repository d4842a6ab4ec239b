import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { changeLeadStatus } from "@domain/api/admin";
import { statusChangeSchema } from "@domain/leads/admin";
import {
  leadStatusLabels,
  nextStatuses,
  statusActionLabels,
  type LeadStatus,
} from "@domain/leads/statuses";
import { callApi } from "~/lib/api";
import { useApiForm, type FormOutcome } from "~/lib/useApiForm";
import { refusalPath } from "./adminApi";

/** The moves the workflow allows from the current status, and the outcome of the last one. */
export function StatusActions({ leadId, status }: { leadId: string; status: LeadStatus }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<FormOutcome>();
  const { form, submit, outcome } = useApiForm({
    schema: statusChangeSchema,
    defaultValues: { status },
    send: async (values) => {
      setSaved(undefined);
      try {
        return await callApi(changeLeadStatus, { params: { id: leadId }, body: values });
      } catch (error) {
        const path = refusalPath(error);
        if (path) await navigate(path);
        throw error;
      }
    },
    onSuccess: async (_detail, values) => {
      setSaved({
        kind: "sent",
        message: `Statut mis à jour : ${leadStatusLabels[values.status]}.`,
      });
      // The request and the list show the new status before the buttons come back.
      await revalidator.revalidate();
    },
  });
  const statusLine = useRef<HTMLParagraphElement>(null);
  const failure = outcome?.message ?? form.formState.errors.status?.message;
  useEffect(() => {
    // The buttons change or vanish with the status: focus goes to what happened instead.
    if (saved || failure) statusLine.current?.focus();
  }, [saved, failure]);
  const targets = nextStatuses[status];
  const submitting = form.formState.isSubmitting;
  return (
    <div>
      {targets.length > 0 ? (
        <form noValidate onSubmit={submit} className="flex flex-wrap gap-3">
          {targets.map((target) => (
            <button
              key={target}
              type="submit"
              disabled={submitting}
              onClick={() => form.setValue("status", target)}
              className={target === "rejete" ? "btn btn-outline" : "btn btn-primary"}
            >
              {statusActionLabels[target]}
            </button>
          ))}
        </form>
      ) : (
        <p className="text-ink-700">Cette demande est close : son statut ne change plus.</p>
      )}
      <p
        ref={statusLine}
        tabIndex={-1}
        role="status"
        className={`mt-3 font-medium outline-none ${!saved && failure ? "text-danger-700" : "text-success-700"}`}
      >
        {saved?.message ?? failure}
      </p>
    </div>
  );
}
