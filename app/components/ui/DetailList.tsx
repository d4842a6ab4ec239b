/** Label–value pairs laid out in two columns on wide screens (a profile, a summary). */
export function DetailList({
  rows,
  className = "",
}: {
  rows: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <dl className={`grid gap-x-8 gap-y-4 sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-ink-500">{label}</dt>
          <dd className="font-medium text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
