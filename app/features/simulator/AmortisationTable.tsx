import { startTransition, useState } from "react";
import type { ScheduleRow } from "@domain/credit/finance";
import { formatEuros } from "@domain/format";
import { FullStylesheet } from "~/lib/FullStylesheet";

const columns = ["Mensualité", "Intérêts", "Capital remboursé", "Capital restant dû"];

/**
 * The whole schedule behind a native disclosure. Its rows are drawn the first time it opens: up to
 * 84 rows of figures were a kilobyte of every credit page's first HTML (issue 17's 14 KB budget) for
 * a table most visitors never open. Its rules are not inline either: the full sheet comes with it, the
 * transition holding the rows until it has loaded. Opened before the scripts arrive, the click is
 * held and replayed once they run (scripts/first-paint.ts); without JavaScript, a sentence says so.
 */
export function AmortisationTable({
  schedule,
  caption,
}: {
  schedule: readonly ScheduleRow[];
  caption: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="rounded-2xl border border-brand-100 bg-white"
      onToggle={(event) => {
        if (event.currentTarget.open) startTransition(() => setOpened(true));
      }}
    >
      <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold text-brand-900 sm:px-6">
        Tableau d'amortissement
      </summary>
      <noscript>
        <p className="border-t border-brand-100 px-4 py-3 text-ink-700 sm:px-6">
          Le tableau mois par mois s'affiche lorsque JavaScript est activé dans votre navigateur.
        </p>
      </noscript>
      {opened && (
        <>
          <FullStylesheet />
          <div
            role="region"
            aria-label="Tableau d'amortissement"
            tabIndex={0}
            className="max-h-[32rem] overflow-auto border-t border-brand-100"
          >
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
        </>
      )}
    </details>
  );
}
