import type { ReactNode } from "react";

/** The results of a simulation, set apart from its inputs. */
export function ResultCard({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">{children}</div>;
}

/** One line of a result's `<dl>`: a term and its amount. */
export function ResultFigure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-t border-white/20 py-2">
      <dt className="text-brand-100">{term}</dt>
      <dd className="text-right font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
