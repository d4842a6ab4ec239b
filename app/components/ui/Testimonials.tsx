import type { Testimonial } from "~/content/types";

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.author}>
          <figure className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 text-ink-700">
              <p>« {item.quote} »</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="font-semibold text-brand-900">{item.author}</span>
              <span className="block text-sm text-ink-500">{item.context}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
