import type { ComparisonTable } from "~/content/types";
import { ScrollingRegion } from "./ScrollingRegion";

export function ComparisonTableView({ table }: { table: ComparisonTable }) {
  return (
    <ScrollingRegion
      label={table.caption}
      className="overflow-x-auto rounded-2xl border border-brand-100"
    >
      <table className="w-full min-w-[36rem] border-collapse bg-white text-left">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <td className="p-4" />
            {table.columns.map((column) => (
              <th key={column} scope="col" className="p-4 font-semibold text-brand-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label} className="border-t border-brand-100">
              <th scope="row" className="p-4 font-medium text-ink-900">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={`${row.label}-${table.columns[index]}`} className="p-4 text-ink-700">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingRegion>
  );
}
