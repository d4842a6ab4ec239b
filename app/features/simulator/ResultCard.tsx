import type { ReactNode } from "react";
import type { ProminentMention } from "~/components/ui/CreditFigures";

/** The results of a simulation, set apart from its inputs. */
export function ResultCard({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">{children}</div>;
}

/**
 * One line of a result's `<dl>`: a term and its amount. A `mention` of art. L312-8 is set larger
 * than the other lines.
 */
export function ResultFigure({
  term,
  mention,
  children,
}: {
  term: string;
  mention?: Exclude<ProminentMention, "warning">;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-white/20 py-2">
      <dt className="text-brand-100">{term}</dt>
      <dd
        data-mention={mention}
        className={`text-right tabular-nums ${mention ? "text-xl font-bold" : "font-semibold"}`}
      >
        {children}
      </dd>
    </div>
  );
}
