import type { Stat } from "~/content/types";

// One row on wide screens whatever the number of figures (Tailwind needs the class names literally).
const columnsByCount: Record<number, string> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  5: "lg:grid-cols-5",
};

/**
 * Key figures in large type. On a credit page they are figures about the financing, which art.
 * L312-8 wants smaller than the TAEG: `besideCredit` sets them below its 20 px.
 */
export function StatGrid({
  stats,
  besideCredit = false,
}: {
  stats: Stat[];
  besideCredit?: boolean;
}) {
  return (
    <dl className={`grid gap-6 sm:grid-cols-2 ${columnsByCount[stats.length] ?? "lg:grid-cols-4"}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-2xl bg-brand-900 p-6 text-center"
        >
          <dt className="mt-2 text-brand-100">{stat.label}</dt>
          <dd className={`font-extrabold text-gold-400 ${besideCredit ? "text-lg" : "text-4xl"}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
