import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  acceptApplication,
  recordAcceptanceChecks,
  recordWithdrawal,
  refuseApplication,
  requestDocument,
  type AcceptanceChecks,
  type ApplicationFile,
} from "@domain/api/applicationAdmin";
import type { Application } from "@domain/credit/application";
import { offerValidityDays } from "@domain/credit/periods";
import { missingDocuments, type StaffAction } from "@domain/credit/workflow";
import { formatEuros, formatRate } from "@domain/format";
import {
  acceptanceChecksFormSchema,
  documentRequestFormSchema,
  ficpResults,
  solvencyOutcomes,
  withdrawalChannels,
  withdrawalRecordFormSchema,
} from "@domain/forms/creditApplication";
import { formatLongDate } from "@domain/dates";
import { SelectField, TextAreaField, TextField } from "~/components/ui/fields";
import { FormActions } from "~/components/ui/FormActions";
import { FormAlert } from "~/components/ui/FormAlert";
import { ApiClientError, callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import {
  acceptanceUnavailable,
  availableActions,
  decisionMessages,
  formatMonths,
  noDecisionReason,
  requestableDocuments,
} from "./applicationDisplay";
import { RefusalForm } from "./RefusalForm";
import { useStaffCall } from "./useStaffCall";

type Decided = (file: ApplicationFile, message: string) => Promise<void>;

const actionLabels: Readonly<Record<StaffAction, string>> = {
  requestDocument: "Demander un justificatif",
  refuse: "Refuser la demande",
  recordChecks: "Enregistrer le FICP et la solvabilité",
  accept: "Accepter et émettre l'offre",
  recordWithdrawal: "Enregistrer une rétractation reçue",
};

/**
 * The decisions the workflow allows on this file, one open at a time, and what the last one did,
 * said in a live region that stays in place when the buttons change with the new state. The
 * acceptance stays offered but unavailable, with its reason, until the FICP consultation and the
 * solvency assessment allow it: staff see what is missing rather than a button that vanished.
 */
export function ApplicationDecisions({
  application,
  acceptanceChecks,
  onDecided,
}: {
  application: Application;
  acceptanceChecks: AcceptanceChecks | null;
  onDecided: Decided;
}) {
  const unavailableId = useId();
  const [open, setOpen] = useState<StaffAction>();
  const [message, setMessage] = useState<string>();
  const statusLine = useRef<HTMLParagraphElement>(null);
  const buttons = useRef<Partial<Record<StaffAction, HTMLButtonElement | null>>>({});
  // Where focus goes once the next render is on screen: the button a form was closed back to, or
  // the outcome when a decision made the buttons change or vanish.
  const pendingFocus = useRef<StaffAction | "status">(undefined);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    (target === "status" ? statusLine.current : buttons.current[target])?.focus();
  });

  const close = (action: StaffAction) => {
    pendingFocus.current = action;
    setOpen(undefined);
  };
  const decided: Decided = async (file, text) => {
    pendingFocus.current = "status";
    setMessage(text);
    setOpen(undefined);
    await onDecided(file, text);
  };

  const actions = availableActions(application.state);
  const unavailable = actions.includes("accept")
    ? acceptanceUnavailable(acceptanceChecks)
    : undefined;
  const forms: Record<StaffAction, ReactNode> = {
    requestDocument: (
      <DocumentRequestForm
        application={application}
        onDecided={decided}
        onCancel={() => close("requestDocument")}
      />
    ),
    refuse: (
      <ApplicationRefusal
        applicationId={application.id}
        onDecided={decided}
        onCancel={() => close("refuse")}
      />
    ),
    recordChecks: (
      <AcceptanceChecksForm
        applicationId={application.id}
        onDecided={decided}
        onCancel={() => close("recordChecks")}
      />
    ),
    accept: (
      <AcceptanceStep
        application={application}
        onDecided={decided}
        onCancel={() => close("accept")}
      />
    ),
    recordWithdrawal: (
      <WithdrawalRecordForm
        application={application}
        onDecided={decided}
        onCancel={() => close("recordWithdrawal")}
      />
    ),
  };
  return (
    <div>
      {actions.length === 0 ? (
        <p className="text-ink-700">{noDecisionReason(application.state)}</p>
      ) : open && actions.includes(open) ? (
        forms[open]
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            {actions.map((action) => {
              const blocked = action === "accept" && unavailable !== undefined;
              return (
                <button
                  key={action}
                  ref={(button) => {
                    buttons.current[action] = button;
                  }}
                  type="button"
                  className={`${action === "accept" ? "btn btn-primary" : "btn btn-outline"} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
                  aria-disabled={blocked || undefined}
                  aria-describedby={blocked ? unavailableId : undefined}
                  onClick={() => {
                    if (blocked) return;
                    setMessage(undefined);
                    setOpen(action);
                  }}
                >
                  {actionLabels[action]}
                </button>
              );
            })}
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

interface StepProps {
  onDecided: Decided;
  onCancel: () => void;
}

/** Which document, and why, in words the customer reads in the e-mail and in their area. */
function DocumentRequestForm({
  application,
  onDecided,
  onCancel,
}: StepProps & {
  application: Pick<Application, "id" | "product" | "documents" | "requestedDocuments">;
}) {
  const staffCall = useStaffCall();
  const options = requestableDocuments(application.product);
  // The first document still missing is the likeliest to ask for.
  const [firstMissing] = missingDocuments(application);
  const { form, field, submit, outcome } = useApiForm({
    schema: documentRequestFormSchema,
    // Else the identity document, the first of every loan's list.
    defaultValues: { code: firstMissing ?? "identity", note: "" },
    send: (values) =>
      staffCall(callApi(requestDocument, { params: { id: application.id }, body: values })),
    onSuccess: (file, values) =>
      onDecided(file, decisionMessages.requestDocument(application.product, values.code)),
  });
  useEffect(() => form.setFocus("code"), [form]);
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label="Demander un justificatif" className="grid gap-4">
      <SelectField
        name="code"
        label="Justificatif à demander"
        options={options}
        placeholder={false}
        required
        registration={field("code")}
        error={errors.code?.message}
      />
      <TextAreaField
        name="note"
        label="Message au client"
        hint="Ce qui manque ou doit être renvoyé : il le lit dans l'e-mail et dans son espace."
        rows={4}
        maxLength={500}
        required
        registration={field("note")}
        error={errors.note?.message}
      />
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      <FormActions
        label="Envoyer la demande"
        pendingLabel="Envoi…"
        cancelLabel="Annuler"
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The reason first, then an explicit confirmation: a refusal closes the file for good. */
function ApplicationRefusal({
  applicationId,
  onDecided,
  onCancel,
}: StepProps & { applicationId: string }) {
  const staffCall = useStaffCall();
  return (
    <RefusalForm
      label="Refuser la demande"
      hint="Il est envoyé au client par e-mail et affiché dans son espace."
      confirmation="Confirmez-vous le refus ? La demande sera close et le client recevra ce motif :"
      send={(values) =>
        staffCall(callApi(refuseApplication, { params: { id: applicationId }, body: values }))
      }
      onRefused={(file) => onDecided(file, decisionMessages.refuse())}
      onCancel={onCancel}
    />
  );
}

/**
 * The first choice of a select that starts with none made, worded here: the default one reads the
 * public forms' texts, which the back office does not load.
 */
const noChoice = { value: "", label: "Sélectionnez" } as const;

/**
 * The FICP consultation made on the Banque de France's service and the assessment of the
 * borrower's solvency, recorded together before the offer; recording them again replaces them.
 */
function AcceptanceChecksForm({
  applicationId,
  onDecided,
  onCancel,
}: StepProps & { applicationId: string }) {
  const staffCall = useStaffCall();
  const { form, field, submit, outcome } = useApiForm({
    schema: acceptanceChecksFormSchema,
    defaultValues: {
      ficpConsultedAt: "",
      ficpReference: "",
      ficpResult: "",
      solvencyOutcome: "",
      solvencyRationale: "",
    },
    send: (values) =>
      staffCall(callApi(recordAcceptanceChecks, { params: { id: applicationId }, body: values })),
    onSuccess: (file) => onDecided(file, decisionMessages.recordChecks()),
  });
  useEffect(() => form.setFocus("ficpConsultedAt"), [form]);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Enregistrer le FICP et la solvabilité"
      className="grid gap-4"
    >
      <TextField
        name="ficpConsultedAt"
        label="FICP consulté le"
        type="datetime-local"
        hint="Date et heure de la consultation sur le service de la Banque de France, heure de Paris."
        required
        registration={field("ficpConsultedAt")}
        error={errors.ficpConsultedAt?.message}
      />
      <TextField
        name="ficpReference"
        label="Référence de consultation"
        hint="Telle que la Banque de France l'a donnée."
        maxLength={50}
        required
        registration={field("ficpReference")}
        error={errors.ficpReference?.message}
      />
      <SelectField
        name="ficpResult"
        label="Résultat FICP"
        options={[noChoice, ...ficpResults]}
        placeholder={false}
        required
        registration={field("ficpResult")}
        error={errors.ficpResult?.message}
      />
      <SelectField
        name="solvencyOutcome"
        label="Solvabilité"
        options={[noChoice, ...solvencyOutcomes]}
        placeholder={false}
        required
        registration={field("solvencyOutcome")}
        error={errors.solvencyOutcome?.message}
      />
      <TextAreaField
        name="solvencyRationale"
        label="Justification"
        hint="Revenus, charges, reste à vivre, justificatifs : ce qui fonde la conclusion."
        rows={3}
        maxLength={1000}
        required
        registration={field("solvencyRationale")}
        error={errors.solvencyRationale?.message}
      />
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      <FormActions
        label="Enregistrer les vérifications"
        pendingLabel="Enregistrement…"
        cancelLabel="Annuler"
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

/** Accepting issues the offer at once, with the application's figures: said, then confirmed. */
function AcceptanceStep({
  application,
  onDecided,
  onCancel,
}: StepProps & {
  application: Pick<Application, "id" | "amount" | "months" | "annualRate" | "taeg">;
}) {
  const staffCall = useStaffCall();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  const accept = async () => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const file = await staffCall(callApi(acceptApplication, { params: { id: application.id } }));
      await onDecided(file, decisionMessages.accept(file.application.offerValidUntil));
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setFailure(error.message);
      setSubmitting(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      <p ref={confirmation} tabIndex={-1} className="font-semibold outline-none">
        Émettre l'offre de {formatEuros(application.amount)} sur {formatMonths(application.months)}{" "}
        au taux débiteur de {formatRate(application.annualRate)} (TAEG{" "}
        {formatRate(application.taeg)}) ? Elle engage la banque {offerValidityDays} jours et le
        client en est prévenu par e-mail.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={submitting}
          onClick={() => void accept()}
        >
          {submitting ? "Émission…" : "Confirmer l'acceptation"}
        </button>
        <button type="button" className="btn btn-outline bg-white" onClick={onCancel}>
          Annuler
        </button>
      </div>
      <FormAlert message={failure} />
    </div>
  );
}

/**
 * A withdrawal the customer sent by post or e-mail: how it came and the day it was sent, which
 * must fall within the period whatever the day it reaches staff.
 */
function WithdrawalRecordForm({
  application,
  onDecided,
  onCancel,
}: StepProps & { application: Pick<Application, "id" | "signature"> }) {
  const staffCall = useStaffCall();
  const { form, field, submit, outcome } = useApiForm({
    schema: withdrawalRecordFormSchema,
    defaultValues: { channel: "courrier", sentOn: "" },
    send: (values) =>
      staffCall(callApi(recordWithdrawal, { params: { id: application.id }, body: values })),
    onSuccess: (file) => onDecided(file, decisionMessages.recordWithdrawal()),
  });
  useEffect(() => form.setFocus("channel"), [form]);
  const { errors, isSubmitting } = form.formState;
  const lastDay = application.signature?.withdrawalEndsOn;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Enregistrer une rétractation reçue"
      className="grid gap-4"
    >
      <SelectField
        name="channel"
        label="Reçue par"
        options={withdrawalChannels}
        placeholder={false}
        required
        registration={field("channel")}
        error={errors.channel?.message}
      />
      <TextField
        name="sentOn"
        label="Envoyée le"
        type="date"
        hint={
          lastDay
            ? `Cachet de la poste ou date de l'e-mail. Dernier jour du délai : ${formatLongDate(lastDay)}.`
            : "Cachet de la poste ou date de l'e-mail."
        }
        required
        registration={field("sentOn")}
        error={errors.sentOn?.message}
      />
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      <FormActions
        label="Enregistrer la rétractation"
        pendingLabel="Enregistrement…"
        cancelLabel="Annuler"
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
