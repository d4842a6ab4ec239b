import { useLocation, useNavigation } from "react-router";
import type { ApplicationsView } from "./adminApi";
import { ApplicationFilePanel } from "./ApplicationFilePanel";
import { ApplicationFilters } from "./ApplicationFilters";
import { applicationCountLabel } from "./applicationDisplay";
import { ApplicationTable } from "./ApplicationTable";
import { Pagination } from "./Pagination";

/** Customers' loan applications: filters, list, export and the open file with its decisions. */
export function ApplicationsPanel({ content }: { content: ApplicationsView }) {
  const { search } = useLocation();
  const loading = useNavigation().state === "loading";
  const { list, file, errors, values, exportHref } = content;
  return (
    <>
      <h1 className="text-3xl font-extrabold">Demandes de prêt</h1>
      <p className="mt-2 text-ink-700">
        Les demandes faites en ligne depuis les pages de crédit : situation, réponse de principe,
        justificatifs, et la décision de la banque.
      </p>
      <div className="mt-6">
        {/* A new URL (filters cleared, link followed) fills the form again from it. */}
        <ApplicationFilters key={search} values={values} errors={errors} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="font-semibold">
          {list
            ? applicationCountLabel(list.total)
            : (errors.page ??
              errors.pageSize ??
              "Corrigez les filtres pour afficher les demandes de prêt.")}
        </p>
        {exportHref && (
          <a href={exportHref} download className="btn btn-outline bg-white">
            Exporter en CSV
          </a>
        )}
      </div>
      {/* Seven columns leave no room beside the list: the open file comes under it. */}
      <div className="mt-4 grid gap-6">
        <section aria-label="Liste des demandes de prêt" aria-busy={loading} className="min-w-0">
          {list && (
            <>
              <ApplicationTable
                applications={list.applications}
                openId={file && "application" in file ? file.application.id : null}
              />
              <Pagination
                label="Pages de la liste des demandes de prêt"
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
              />
            </>
          )}
        </section>
        {file && <ApplicationFilePanel file={file} />}
      </div>
    </>
  );
}
