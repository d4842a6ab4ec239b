import { Link } from "react-router";
import type { Card, Cta } from "~/content/types";
import { Heading } from "./Heading";

/** A card that leads to the page presenting the product in full. */
export interface LinkCard extends Omit<Card, "bullets"> {
  link: Cta;
}

const columnClasses = { 2: "md:grid-cols-2", 4: "sm:grid-cols-2 lg:grid-cols-4" };

export function LinkCardGrid({ cards, columns = 2 }: { cards: LinkCard[]; columns?: 2 | 4 }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
        >
          {card.badge && <p className="mb-3 text-sm font-semibold text-accent-800">{card.badge}</p>}
          <Heading>{card.title}</Heading>
          <p className="mt-2 flex-1 text-ink-700">{card.text}</p>
          <Link to={card.link.to} className="link mt-4 font-semibold">
            {card.link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
