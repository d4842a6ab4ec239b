import { useEffect, useId, useRef, useState } from "react";
import { approveOpening, refuseOpening, type OpeningFile } from "@domain/api/openingAdmin";
import { printedIban } from "@domain/currentAccount/iban";
import { FormAlert } from "~/components/ui/FormAlert";
import { ApiClientError, callApi } from "~/lib/api";
import { approvalUnavailable } from "./openingDisplay";
import { RefusalForm } from "./RefusalForm";
import { useStaffCall } from "./useStaffCall";

type Decided = (file: OpeningFile) => Promise<void>;
type Action = "approve" | "refuse";

const decidedMessages: Record<Action, string> = {
  approve: "Ouverture approuvée : le compte est ouvert et le client en est prévenu par e-mail.",
  refuse: "Ouverture refusée : le client reçoit le motif par e-mail.",
};

/**
 * Approve or refuse a signed opening, one at a time, and what the last decision did, said in a
 * live region that stays in place when the buttons go. The approval stays offered but
 * unavailable, with its reason, until the first transfer matched and the screening is clear, and
 * to whoever cleared one of its hits.
 */
export function OpeningDecisions({
  file,
  staffEmail,
  onDecided,
}: {
  file: OpeningFile;
  /** Who is signed in, for the four eyes: whoever cleared a screening hit does not approve. */
  staffEmail: string;
  onDecided: Decided;
}) {
  const unavailableId = useId();
  const [open, setOpen] = useState<Action>();
  const [message, setMessage] = useState<string>();
  const statusLine = useRef<HTMLParagraphElement>(null);
  const buttons = useRef<Partial<Record<Action, HTMLButtonElement | null>>>({});
  // Where focus goes once the next render is on screen: the button a step was closed back to, or
  // the outcome when the decision made the buttons go.
  const pendingFocus = useRef<Action | "status">(undefined);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    (target === "status" ? statusLine.current : buttons.current[target])?.focus();
  });
  const close = (action: Action) => {
    pendingFocus.current = action;
    setOpen(undefined);
  };
  const decided = (action: Action) => async (answer: OpeningFile) => {
    pendingFocus.current = "status";
    setMessage(decidedMessages[action]);
    setOpen(undefined);
    await onDecided(answer);
  };
  const staffCall = useStaffCall();
  const unavailable = approvalUnavailable(file, staffEmail);
  const pending = file.opening.status === "signed";
  return (
    <div>
      {!pending ? (
        <p className="text-ink-700">
          {file.opening.status === "in_progress"
            ? "Le client n'a pas encore signé : aucune décision n'est possible."
            : "La décision est prise : elle est dans l'historique."}
        </p>
      ) : open === "approve" ? (
        <ApprovalStep
          file={file}
          onDecided={decided("approve")}
          onCancel={() => close("approve")}
        />
      ) : open === "refuse" ? (
        <RefusalForm
          label="Refuser l'ouverture"
          hint="Il est envoyé au client par e-mail."
          confirmation="Confirmez-vous le refus ? Le compte sera refusé, les sommes déjà reçues seront à rembourser au payeur, et le client recevra ce motif :"
          send={(values) =>
            staffCall(callApi(refuseOpening, { params: { id: file.opening.id }, body: values }))
          }
          onRefused={decided("refuse")}
          onCancel={() => close("refuse")}
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <button
              ref={(button) => {
                buttons.current.approve = button;
              }}
              type="button"
              className="btn btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={unavailable !== undefined || undefined}
              aria-describedby={unavailable ? unavailableId : undefined}
              onClick={() => {
                if (unavailable) return;
                setMessage(undefined);
                setOpen("approve");
              }}
            >
              Approuver l'ouverture
            </button>
            <button
              ref={(button) => {
                buttons.current.refuse = button;
              }}
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setMessage(undefined);
                setOpen("refuse");
              }}
            >
              Refuser l'ouverture
            </button>
          </div>
          {unavailable && (
            <p id={unavailableId} className="mt-3 text-sm text-ink-700">
              {unavailable}
            </p>
          )}
        </>
      )}
      <p
        ref={statusLine}
        tabIndex={-1}
        role="status"
        className="mt-3 font-medium text-success-700 outline-none"
      >
        {message}
      </p>
    </div>
  );
}

/** Approving opens the account at once: said, then confirmed. */
function ApprovalStep({
  file,
  onDecided,
  onCancel,
}: {
  file: OpeningFile;
  onDecided: Decided;
  onCancel: () => void;
}) {
  const staffCall = useStaffCall();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  const approve = async () => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const answer = await staffCall(callApi(approveOpening, { params: { id: file.opening.id } }));
      await onDecided(answer);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setFailure(error.message);
      setSubmitting(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      <p ref={question} tabIndex={-1} className="font-semibold outline-none">
        Approuver l'ouverture du compte de {file.customer.firstName} {file.customer.lastName}
        {file.account ? ` (${printedIban(file.account.iban)})` : ""} ? Le compte est ouvert aussitôt
        et le client en est prévenu par e-mail.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={submitting}
          onClick={() => void approve()}
        >
          {submitting ? "Approbation…" : "Confirmer l'approbation"}
        </button>
        <button type="button" className="btn btn-outline bg-white" onClick={onCancel}>
          Annuler
        </button>
      </div>
      <FormAlert message={failure} />
    </div>
  );
}
