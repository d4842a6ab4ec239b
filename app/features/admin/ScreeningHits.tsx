import { useEffect, useRef, useState } from "react";
import { clearScreeningHit, type OpeningFile } from "@domain/api/openingAdmin";
import { screeningClearanceFormSchema } from "@domain/forms/screeningClearance";
import { DetailList } from "~/components/ui/DetailList";
import { TextAreaField } from "~/components/ui/fields";
import { FormAlert } from "~/components/ui/FormAlert";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { formatMoment } from "./applicationDisplay";
import { hitComparison, registerOtherFacts } from "./openingDisplay";
import { useStaffCall } from "./useStaffCall";

type Hit = Extract<OpeningFile["screening"], { outcome: "screened" }>["hits"][number];
type Cleared = (file: OpeningFile) => Promise<void>;

/**
 * Each person of the asset-freeze register the customer's screening found, beside the customer,
 * with staff's finding when a hit was cleared as a namesake, or the form that clears it.
 */
export function ScreeningHits({ file, onCleared }: { file: OpeningFile; onCleared: Cleared }) {
  const [message, setMessage] = useState<string>();
  const statusLine = useRef<HTMLParagraphElement>(null);
  // The form that was sent is gone: the outcome takes the focus once it is on screen.
  useEffect(() => {
    if (message) statusLine.current?.focus();
  }, [message]);
  const { screening } = file;
  if (screening.outcome !== "screened" || screening.hits.length === 0) return null;
  return (
    <div className="mt-4 grid gap-6">
      {screening.hits.map((hit) => (
        <HitReview
          key={hit.listId}
          file={file}
          hit={hit}
          onCleared={async (next) => {
            setMessage(
              "Correspondance écartée : elle est dans l'historique. Une fois chaque correspondance examinée, l'ouverture est approuvée par un autre membre de l'équipe.",
            );
            await onCleared(next);
          }}
        />
      ))}
      <p
        ref={statusLine}
        tabIndex={-1}
        role="status"
        className="font-medium text-success-700 outline-none empty:hidden"
      >
        {message}
      </p>
    </div>
  );
}

function HitReview({ file, hit, onCleared }: { file: OpeningFile; hit: Hit; onCleared: Cleared }) {
  const [clearing, setClearing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = `mesure-${hit.listId}`;
  const others = registerOtherFacts(hit.entry);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-brand-100 p-4">
      <h4 id={headingId} className="font-bold">
        Mesure n° {hit.listId} : {hit.name}
      </h4>
      <p className="text-sm text-ink-700">
        Trouvée sur le{" "}
        {hit.reason === "name_and_birth_date" ? "nom et la date de naissance" : "nom"}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Le client et la personne du registre des gels</caption>
          <thead>
            <tr className="border-b border-brand-100">
              <td />
              <th scope="col" className="py-1 pr-3">
                Client
              </th>
              <th scope="col" className="py-1">
                Registre des gels
              </th>
            </tr>
          </thead>
          <tbody>
            {hitComparison(file, hit.entry).map((row) => (
              <tr key={row.label} className="border-b border-brand-50 align-top">
                <th scope="row" className="py-1 pr-3 font-normal text-ink-500">
                  {row.label}
                </th>
                <td className="py-1 pr-3 break-words">{row.customer}</td>
                <td className="py-1 break-words">{row.register}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold">Le registre indique aussi</p>
          <DetailList rows={others} className="mt-2 text-sm" />
        </div>
      )}
      <div className="mt-3">
        {hit.clearance ? (
          <p className="text-sm">
            <strong>Homonymie établie</strong> le {formatMoment(hit.clearance.clearedAt)} par{" "}
            {hit.clearance.clearedBy ?? "un compte supprimé"} :{" "}
            <span className="break-words whitespace-pre-line">{hit.clearance.reason}</span>
          </p>
        ) : file.opening.status !== "signed" ? null : clearing ? (
          <ClearanceForm
            file={file}
            hit={hit}
            onCleared={onCleared}
            onCancel={() => {
              setClearing(false);
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        ) : (
          <button
            ref={opener}
            type="button"
            className="btn btn-outline"
            onClick={() => setClearing(true)}
          >
            Écarter : le client n'est pas cette personne
          </button>
        )}
      </div>
    </article>
  );
}

/** The reason first, in staff's words: what tells the customer apart from the listed person. */
function ClearanceForm({
  file,
  hit,
  onCleared,
  onCancel,
}: {
  file: OpeningFile;
  hit: Hit;
  onCleared: Cleared;
  onCancel: () => void;
}) {
  const staffCall = useStaffCall();
  const { form, field, submit, outcome } = useApiForm({
    schema: screeningClearanceFormSchema,
    defaultValues: { listId: hit.listId, reason: "" },
    send: (values) =>
      staffCall(callApi(clearScreeningHit, { params: { id: file.opening.id }, body: values })),
    onSuccess: (answer) => onCleared(answer),
  });
  useEffect(() => form.setFocus("reason"), [form]);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Écarter la mesure n° ${hit.listId}`}
      className="grid gap-3"
    >
      <TextAreaField
        name="reason"
        label="Ce qui distingue le client de cette personne"
        hint="Date ou lieu de naissance, nationalité, pièce d'identité… Le motif est gardé dans l'historique, avec votre nom ; un autre membre de l'équipe approuvera l'ouverture."
        rows={3}
        maxLength={1000}
        required
        registration={field("reason")}
        error={errors.reason?.message}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? "Enregistrement…" : "Écarter la correspondance"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Annuler
        </button>
      </div>
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
    </form>
  );
}
