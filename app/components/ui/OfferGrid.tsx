import { Link } from "~/i18n/Link";
import type { Cta, Offer } from "~/content/types";
import { CheckList } from "./CardGrid";
import { Heading } from "./Heading";

interface OfferGridProps {
  offers: Offer[];
  cta?: Cta;
  /**
   * The query by which each offer's button names its offer to `cta.to` (the current account's
   * opening preselects it): `/ouvrirCompte?offre=plus`.
   */
  offerParam?: string;
  /** The badge of the offer most customers choose, in the page's language. */
  featuredLabel: string;
}

export function OfferGrid({ offers, cta, offerParam, featuredLabel }: OfferGridProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
            offer.featured ? "border-2 border-gold-400" : "border-brand-100"
          }`}
        >
          {offer.featured && (
            <p className="mb-3 self-start rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-800">
              {featuredLabel}
            </p>
          )}
          <Heading>{offer.nom}</Heading>
          <p className="mt-1 text-sm text-ink-500">{offer.public}</p>
          <p className="mt-4 text-2xl font-bold text-brand-900">{offer.prix}</p>
          <p className="mt-3 text-ink-700">{offer.description}</p>
          <CheckList items={offer.avantages} className="mt-4 flex-1" />
          {cta && (
            <Link
              to={
                offerParam === undefined
                  ? cta.to
                  : `${cta.to}?${new URLSearchParams({ [offerParam]: offer.id }).toString()}`
              }
              className="btn btn-primary mt-6"
              aria-label={`${cta.label} – ${offer.nom}`}
            >
              {cta.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
