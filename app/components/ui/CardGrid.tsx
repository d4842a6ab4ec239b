import type { ReactNode } from "react";
import type { Card } from "~/content/types";
import { Prominent } from "./CreditFigures";
import { Heading } from "./Heading";
import { CheckIcon } from "./PageHero";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** A grid of cards, on one column on small screens and `columns` on large ones. */
export function CardList({
  columns,
  children,
}: {
  columns: keyof typeof columnClasses;
  children: ReactNode;
}) {
  return <ul className={`grid gap-6 ${columnClasses[columns]}`}>{children}</ul>;
}

/** The frame of one card of a grid. */
export function CardItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      {children}
    </li>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardList columns={columns}>
      {cards.map((card) => (
        <CardItem key={card.title}>
          {card.badge && (
            <p className="mb-3 self-start rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
              {card.badge}
            </p>
          )}
          {card.startingRate && (
            <Prominent mention="taeg" className="mb-2 block text-accent-800">
              {card.startingRate.taeg}
            </Prominent>
          )}
          <Heading>{card.title}</Heading>
          {card.startingRate && (
            <p className="mt-1 text-sm text-ink-700">{card.startingRate.borrowingRate}</p>
          )}
          <p className="mt-2 text-ink-700">{card.text}</p>
          {card.bullets && <CheckList items={card.bullets} className="mt-4" />}
        </CardItem>
      ))}
    </CardList>
  );
}

export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`grid gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink-700">
          <CheckIcon className="mt-1 text-accent-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
