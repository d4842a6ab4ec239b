import { Link, useSubmit } from "react-router";
import { applicationStates } from "@domain/credit/application";
import { creditProductLabels, creditProducts } from "@domain/credit/products";
import { outcomes } from "@domain/credit/solvencyAssessment";
import { applicationStateLabels } from "@domain/credit/workflow";
import type { FieldErrors } from "@domain/forms/fieldErrors";
import { Filter } from "./Filter";
import { filledParams } from "./links";

/** Product, state and indicative answer; the URL keeps them, as for the prospects' requests. */
export function ApplicationFilters({
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
      aria-label="Filtrer les demandes de prêt"
      className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(filledParams(new FormData(event.currentTarget)), {
          method: "get",
          action: "/admin",
        });
      }}
    >
      <input type="hidden" name="view" value="prets" />
      <Filter label="Produit" error={errors.product}>
        {(control) => (
          <select {...control} name="product" defaultValue={values.product ?? ""}>
            <option value="">Tous</option>
            {creditProducts.map((product) => (
              <option key={product} value={product}>
                {creditProductLabels[product]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="État" error={errors.state}>
        {(control) => (
          <select {...control} name="state" defaultValue={values.state ?? ""}>
            <option value="">Tous</option>
            {applicationStates.map((state) => (
              <option key={state} value={state}>
                {applicationStateLabels[state]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Réponse de principe" error={errors.outcome}>
        {(control) => (
          <select {...control} name="outcome" defaultValue={values.outcome ?? ""}>
            <option value="">Toutes</option>
            {outcomes.map((outcome) => (
              <option key={outcome.value} value={outcome.value}>
                {outcome.label}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <button type="submit" className="btn btn-primary">
          Filtrer
        </button>
        <Link to="/admin?view=prets" className="link">
          Effacer les filtres
        </Link>
      </div>
    </form>
  );
}
