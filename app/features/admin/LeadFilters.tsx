import { Link, useSubmit } from "react-router";
import { leadKindLabels, leadKinds } from "@domain/leads/forms";
import { leadStatusLabels, leadStatuses } from "@domain/leads/statuses";
import type { FieldErrors } from "@domain/forms/fieldErrors";
import { Filter } from "./Filter";
import { filledParams } from "./links";

/** Kind, status, dates and a search; the URL keeps them, so a filtered list can be shared or reloaded. */
export function LeadFilters({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const submit = useSubmit();
  return (
    <form
      role="search"
      aria-label="Filtrer les demandes"
      className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(filledParams(new FormData(event.currentTarget)), {
          method: "get",
          action: "/admin",
        });
      }}
    >
      <Filter label="Formulaire" error={errors.kind}>
        {(control) => (
          <select {...control} name="kind" defaultValue={values.kind ?? ""}>
            <option value="">Tous</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Statut" error={errors.status}>
        {(control) => (
          <select {...control} name="status" defaultValue={values.status ?? ""}>
            <option value="">Tous</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Reçue à partir du" error={errors.from}>
        {(control) => (
          <input {...control} type="date" name="from" defaultValue={values.from ?? ""} />
        )}
      </Filter>
      <Filter label="Reçue jusqu'au" error={errors.to}>
        {(control) => <input {...control} type="date" name="to" defaultValue={values.to ?? ""} />}
      </Filter>
      <div className="sm:col-span-2">
        <Filter label="Nom ou adresse email" error={errors.q}>
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              maxLength={100}
              defaultValue={values.q ?? ""}
            />
          )}
        </Filter>
      </div>
      <div className="flex flex-wrap items-center gap-3 lg:col-span-6">
        <button type="submit" className="btn btn-primary">
          Filtrer
        </button>
        <Link to="/admin" className="link">
          Effacer les filtres
        </Link>
      </div>
    </form>
  );
}
