import { CheckList } from "./CardGrid";
import { Heading } from "./Heading";

export interface TimedTasks {
  /** When to do it, as a heading: "3 mois avant le départ". */
  timing: string;
  tasks: string[];
}

/** Tasks grouped by deadline, in chronological order. */
export function TimelineChecklist({ groups }: { groups: TimedTasks[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {groups.map((group) => (
        <li
          key={group.timing}
          className="rounded-2xl border-l-4 border-gold-400 bg-white p-6 shadow-sm"
        >
          <Heading>{group.timing}</Heading>
          <CheckList items={group.tasks} className="mt-4" />
        </li>
      ))}
    </ol>
  );
}
