import { useLocation, useNavigation } from "react-router";
import type { OpeningsView } from "./openingAdminApi";
import { openingCountLabel } from "./openingDisplay";
import { OpeningFilePanel } from "./OpeningFilePanel";
import { OpeningFilters } from "./OpeningFilters";
import { OpeningTable } from "./OpeningTable";
import { Pagination } from "./Pagination";

/** Current account openings signed online: the queue, its export and the open file. */
export function OpeningsPanel({
  content,
  staffEmail,
}: {
  content: OpeningsView;
  /** Who is signed in: the approval is not theirs once they cleared a screening hit. */
  staffEmail: string;
}) {
  const { search } = useLocation();
  const loading = useNavigation().state === "loading";
  const { list, file, errors, values, exportHref } = content;
  return (
    <>
      <h1 className="text-3xl font-extrabold">Ouvertures de compte</h1>
      <p className="mt-2 text-ink-700">
        Les comptes courants signés en ligne : l'identité, la pièce d'identité, le premier virement
        depuis un compte au nom du client et le contrôle du registre des gels, avant d'approuver ou
        de refuser l'ouverture.
      </p>
      <div className="mt-6">
        {/* A new URL (filters cleared, link followed) fills the form again from it. */}
        <OpeningFilters key={search} values={values} errors={errors} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="font-semibold">
          {list
            ? openingCountLabel(list.total)
            : (errors.page ??
              errors.pageSize ??
              "Corrigez les filtres pour afficher les ouvertures de compte.")}
        </p>
        {exportHref && (
          <a href={exportHref} download className="btn btn-outline bg-white">
            Exporter en CSV
          </a>
        )}
      </div>
      <div className="mt-4 grid gap-6">
        <section
          aria-label="Liste des ouvertures de compte"
          aria-busy={loading}
          className="min-w-0"
        >
          {list && (
            <>
              <OpeningTable
                openings={list.openings}
                openId={file && "opening" in file ? file.opening.id : null}
              />
              <Pagination
                label="Pages de la liste des ouvertures de compte"
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
              />
            </>
          )}
        </section>
        {file && <OpeningFilePanel file={file} staffEmail={staffEmail} />}
      </div>
    </>
  );
}
