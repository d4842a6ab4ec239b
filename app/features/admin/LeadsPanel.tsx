import { useLocation, useNavigation } from "react-router";
import type { LeadsView } from "./adminApi";
import { LeadDetailPanel } from "./LeadDetailPanel";
import { LeadFilters } from "./LeadFilters";
import { LeadTable } from "./LeadTable";
import { Pagination } from "./Pagination";

const countLabel = (total: number) =>
  total === 0 ? "Aucune demande" : `${total} demande${total > 1 ? "s" : ""}`;

/** The requests sent from the public forms: filters, list, export and the open request. */
export function LeadsPanel({ content }: { content: LeadsView }) {
  const { search } = useLocation();
  const loading = useNavigation().state === "loading";
  const { list, detail, errors, values, exportHref } = content;
  return (
    <>
      <h1 className="text-3xl font-extrabold">Demandes des prospects</h1>
      <p className="mt-2 text-ink-700">
        Les demandes envoyées depuis les formulaires du site, conservées 3 ans.
      </p>
      <div className="mt-6">
        {/* A new URL (filters cleared, link followed) fills the form again from it. */}
        <LeadFilters key={search} values={values} errors={errors} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="font-semibold">
          {list
            ? countLabel(list.total)
            : (errors.page ??
              errors.pageSize ??
              "Corrigez les filtres pour afficher les demandes.")}
        </p>
        {exportHref && (
          <a href={exportHref} download className="btn btn-outline bg-white">
            Exporter en CSV
          </a>
        )}
      </div>
      <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <section aria-label="Liste des demandes" aria-busy={loading} className="min-w-0">
          {list && (
            <>
              <LeadTable
                leads={list.leads}
                openId={detail && "lead" in detail ? detail.lead.id : null}
              />
              <Pagination
                label="Pages de la liste des demandes"
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
              />
            </>
          )}
        </section>
        {detail && <LeadDetailPanel detail={detail} />}
      </div>
    </>
  );
}
