import { Link } from "react-router";
import type { Card, Cta } from "~/content/types";
import { CardItem, CardList } from "./CardGrid";
import { Heading } from "./Heading";

/** A card that leads to the page presenting the product in full. */
export interface LinkCard extends Omit<Card, "bullets"> {
  link: Cta;
}

export function LinkCardGrid({ cards, columns = 2 }: { cards: LinkCard[]; columns?: 2 | 4 }) {
  return (
    <CardList columns={columns}>
      {cards.map((card) => (
        <CardItem key={card.title}>
          {card.badge && <p className="mb-3 text-sm font-semibold text-accent-800">{card.badge}</p>}
          <Heading>{card.title}</Heading>
          <p className="mt-2 flex-1 text-ink-700">{card.text}</p>
          <Link to={card.link.to} className="link mt-4 font-semibold">
            {card.link.label}
          </Link>
        </CardItem>
      ))}
    </CardList>
  );
}
