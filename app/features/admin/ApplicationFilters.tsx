import { Link } from "react-router";
import { applicationStates } from "@domain/credit/application";
import { creditProductLabels, creditProducts } from "@domain/credit/products";
import { outcomes } from "@domain/credit/solvencyAssessment";
import { applicationStateLabels } from "@domain/credit/workflow";
import type { FilterErrors } from "./adminApi";
import { FilterForm, SelectFilter } from "./Filter";

/** Product, state and indicative answer; the URL keeps them, as for the prospects' requests. */
export function ApplicationFilters({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: FilterErrors;
}) {
  return (
    <FilterForm label="Filtrer les demandes de prêt" className="sm:grid-cols-3">
      <input type="hidden" name="view" value="prets" />
      <SelectFilter
        label="Produit"
        name="product"
        value={values.product}
        error={errors.product}
        allLabel="Tous"
        options={creditProducts.map((product) => ({
          value: product,
          label: creditProductLabels[product],
        }))}
      />
      <SelectFilter
        label="État"
        name="state"
        value={values.state}
        error={errors.state}
        allLabel="Tous"
        options={applicationStates.map((state) => ({
          value: state,
          label: applicationStateLabels[state],
        }))}
      />
      <SelectFilter
        label="Réponse de principe"
        name="outcome"
        value={values.outcome}
        error={errors.outcome}
        allLabel="Toutes"
        options={outcomes}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <button type="submit" className="btn btn-primary">
          Filtrer
        </button>
        <Link to="/admin?view=prets" className="link">
          Effacer les filtres
        </Link>
      </div>
    </FilterForm>
  );
}
