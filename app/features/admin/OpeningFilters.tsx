import { Link } from "react-router";
import {
  firstTransferStateLabels,
  firstTransferStates,
  openingStatusLabels,
  reviewedOpeningStatuses,
} from "@domain/currentAccount/openingReview";
import type { FilterErrors } from "./adminApi";
import { Filter, FilterForm, SelectFilter } from "./Filter";

/** The openings' status (signed ones by default: the queue) and where their first transfer stands. */
export function OpeningFilters({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: FilterErrors;
}) {
  return (
    <FilterForm label="Filtrer les ouvertures de compte" className="sm:grid-cols-2">
      <input type="hidden" name="view" value="comptes" />
      <Filter label="Statut" error={errors.status}>
        {(control) => (
          <select {...control} name="status" defaultValue={values.status ?? "signed"}>
            {reviewedOpeningStatuses.map((status) => (
              <option key={status} value={status}>
                {openingStatusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <SelectFilter
        label="Premier virement"
        name="transfer"
        value={values.transfer}
        error={errors.transfer}
        allLabel="Tous"
        options={firstTransferStates.map((state) => ({
          value: state,
          label: firstTransferStateLabels[state],
        }))}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary">
          Filtrer
        </button>
        <Link to="/admin?view=comptes" className="link">
          Effacer les filtres
        </Link>
      </div>
    </FilterForm>
  );
}
