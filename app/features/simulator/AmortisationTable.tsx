import type { ScheduleRow } from "@domain/credit/finance";
import { formatEuros } from "@domain/format";

const columns = ["Mensualité", "Intérêts", "Capital remboursé", "Capital restant dû"];

/** The whole schedule, folded by default: a native disclosure that needs no script. */
export function AmortisationTable({
  schedule,
  caption,
}: {
  schedule: readonly ScheduleRow[];
  caption: string;
}) {
  return (
    <details className="rounded-2xl border border-brand-100 bg-white">
      <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold text-brand-900 sm:px-6">
        Tableau d'amortissement
      </summary>
      <div
        role="region"
        aria-label="Tableau d'amortissement"
        tabIndex={0}
        className="max-h-[32rem] overflow-auto border-t border-brand-100"
      >
        {/* Cell styles sit on the table, not on the hundreds of cells of the pre-rendered HTML. */}
        <table className="w-full text-right text-sm tabular-nums [&_:is(td,th)]:px-3 [&_:is(td,th)]:py-1.5 [&_tbody_th]:font-normal">
          <caption className="px-4 py-3 text-left text-ink-700 sm:px-6">{caption}</caption>
          <thead className="sticky top-0 bg-brand-50 text-brand-900">
            <tr>
              <th scope="col">Mois</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-50">
            {schedule.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{formatEuros(row.payment)}</td>
                <td>{formatEuros(row.interest)}</td>
                <td>{formatEuros(row.principal)}</td>
                <td>{formatEuros(row.remaining)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
