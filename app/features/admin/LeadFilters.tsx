import { Link } from "react-router";
import { leadKindLabels, leadKinds } from "@domain/leads/forms";
import { leadStatusLabels, leadStatuses } from "@domain/leads/statuses";
import type { FilterErrors } from "./adminApi";
import { Filter, FilterForm, SelectFilter } from "./Filter";

/** Kind, status, dates and a search; the URL keeps them, so a filtered list can be shared or reloaded. */
export function LeadFilters({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: FilterErrors;
}) {
  return (
    <FilterForm label="Filtrer les demandes" className="sm:grid-cols-2 lg:grid-cols-6">
      <SelectFilter
        label="Formulaire"
        name="kind"
        value={values.kind}
        error={errors.kind}
        allLabel="Tous"
        options={leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }))}
      />
      <SelectFilter
        label="Statut"
        name="status"
        value={values.status}
        error={errors.status}
        allLabel="Tous"
        options={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
      />
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
    </FilterForm>
  );
}
