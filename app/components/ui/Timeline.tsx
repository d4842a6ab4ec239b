import { Heading } from "./Heading";

export interface TimelineEvent {
  year: number;
  title: string;
  text: string;
}

/** Dated milestones in chronological order, drawn along a vertical line. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="grid gap-8 border-l-2 border-brand-200 pl-8">
      {events.map((event) => (
        <li key={`${event.year}-${event.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[41px] top-1.5 h-4 w-4 rounded-full border-2 border-white bg-gold-400 ring-2 ring-brand-200"
          />
          <p className="font-bold text-accent-700">
            <time dateTime={String(event.year)}>{event.year}</time>
          </p>
          <Heading>{event.title}</Heading>
          <p className="mt-2 text-ink-700">{event.text}</p>
        </li>
      ))}
    </ol>
  );
}
