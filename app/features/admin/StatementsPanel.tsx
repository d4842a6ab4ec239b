import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { importStatement, type StatementImport } from "@domain/api/openingAdmin";
import { formatLeadTime } from "@domain/leads/display";
import { FormAlert } from "~/components/ui/FormAlert";
import { ApiClientError, callApi } from "~/lib/api";
import { importSummary } from "./openingDisplay";
import type { StatementsView } from "./openingAdminApi";
import { Pagination } from "./Pagination";
import { RefundsPanel } from "./RefundsPanel";
import { useStaffCall } from "./useStaffCall";

const heading = "px-4 py-3 font-semibold";
const cell = "px-4 py-3";

/**
 * The partner bank's end-of-day statements: staff upload one and read what the import did, then
 * the files imported, newest first. A first transfer that matched shows in its opening at once.
 */
export function StatementsPanel({ content }: { content: StatementsView }) {
  const { list, errors, refunds } = content;
  const revalidator = useRevalidator();
  const staffCall = useStaffCall();
  const fileId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [imported, setImported] = useState<StatementImport>();
  const [failure, setFailure] = useState<string>();

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setImported(undefined);
    setFailure(undefined);
    if (!file) {
      setFailure("Choisissez le fichier du relevé à importer.");
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      const summary = await staffCall(callApi(importStatement, { file }));
      setImported(summary);
      if (input.current) input.current.value = "";
      await revalidator.revalidate();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setFailure(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <h1 className="text-3xl font-extrabold">Relevés bancaires</h1>
      <p className="mt-2 max-w-3xl text-ink-700">
        Le relevé de fin de journée de la banque partenaire (ISO 20022 camt.053, en XML) : chaque
        virement reçu sur un compte de nos clients est crédité une seule fois, et le premier
        virement d'une ouverture est rapproché de sa référence, du nom du payeur et de sa banque. Un
        fichier mal formé est refusé en entier ; un fichier déjà importé ne crédite rien.
      </p>
      <form
        aria-label="Importer un relevé"
        noValidate
        onSubmit={(event) => void upload(event)}
        className="mt-6 grid gap-4 rounded-xl border border-brand-100 bg-white p-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-semibold text-ink-900">
            Fichier du relevé
          </label>
          <p id={hintId} className="text-sm text-ink-700">
            Le fichier XML tel que la banque partenaire l'a envoyé, encodé en UTF-8.
          </p>
          <input
            ref={input}
            id={fileId}
            name="statement"
            type="file"
            accept=".xml,application/xml,text/xml"
            required
            aria-describedby={hintId}
            className="field-input"
          />
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Import en cours…" : "Importer le relevé"}
          </button>
        </div>
        <FormAlert message={failure} />
        <p role="status" className="font-medium text-success-700">
          {imported && importSummary(imported)}
        </p>
      </form>

      <h2 className="mt-8 text-2xl font-bold">Relevés importés</h2>
      <p className="mt-2 font-semibold">
        {list
          ? `${list.total} relevé${list.total > 1 ? "s" : ""} importé${list.total > 1 ? "s" : ""}`
          : (errors.page ?? errors.pageSize)}
      </p>
      {list && list.files.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded-xl border border-brand-100 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Relevés importés, les plus récents d'abord</caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className={heading}>
                  Importé le
                </th>
                <th scope="col" className={heading}>
                  Par
                </th>
                <th scope="col" className={heading}>
                  Identifiant du message
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Opérations
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Crédits enregistrés
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  À examiner
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {list.files.map((file) => (
                <tr key={file.id}>
                  <td className={`${cell} whitespace-nowrap`}>{formatLeadTime(file.importedAt)}</td>
                  <td className={cell}>{file.importedBy ?? "Compte supprimé"}</td>
                  <td className={`${cell} break-all`}>{file.messageId}</td>
                  <td className={`${cell} text-right`}>{file.entryCount}</td>
                  <td className={`${cell} text-right`}>{file.credited}</td>
                  <td className={`${cell} text-right`}>{file.toReview}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pagination
          label="Pages de la liste des relevés importés"
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
        />
      )}
      <RefundsPanel refunds={refunds} />
    </>
  );
}
