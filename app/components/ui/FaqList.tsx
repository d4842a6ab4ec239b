import type { FaqItem } from "~/content/types";

/** Native disclosure widgets: keyboard and screen-reader support with no script at all. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white">
      {items.map((item) => (
        <details
          key={item.question}
          className="group border-t border-brand-100 p-5 first:border-t-0"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="text-2xl leading-none text-brand-600 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-ink-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
