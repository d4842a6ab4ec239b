import { startTransition, useState } from "react";
import type { ScheduleRow } from "@domain/credit/finance";
import { simulatorsContent } from "~/content/simulators.i18n";
import { useFormats } from "~/i18n/formats";
import { FullStylesheet } from "~/lib/FullStylesheet";
import { ScrollingRegion } from "~/components/ui/ScrollingRegion";

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
  const text = simulatorsContent.use().loanSimulatorText;
  const format = useFormats();
  const { month, ...amounts } = text.scheduleColumns;
  return (
    <details
      className="rounded-2xl border border-brand-100 bg-white"
      onToggle={(event) => {
        if (event.currentTarget.open) startTransition(() => setOpened(true));
      }}
    >
      <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold text-brand-900 sm:px-6">
        {text.scheduleTitle}
      </summary>
      <noscript>
        <p className="border-t border-brand-100 px-4 py-3 text-ink-700 sm:px-6">
          {text.scheduleWithoutScripts}
        </p>
      </noscript>
      {opened && (
        <>
          <FullStylesheet />
          <ScrollingRegion
            label={text.scheduleTitle}
            className="max-h-[32rem] overflow-auto border-t border-brand-100"
          >
            <table className="w-full text-right text-sm tabular-nums [&_:is(td,th)]:px-3 [&_:is(td,th)]:py-1.5 [&_tbody_th]:font-normal">
              <caption className="px-4 py-3 text-left text-ink-700 sm:px-6">{caption}</caption>
              <thead className="sticky top-0 bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col">{month}</th>
                  {Object.values(amounts).map((column) => (
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
                    <td>{format.euros(row.payment)}</td>
                    <td>{format.euros(row.interest)}</td>
                    <td>{format.euros(row.principal)}</td>
                    <td>{format.euros(row.remaining)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingRegion>
        </>
      )}
    </details>
  );
}
