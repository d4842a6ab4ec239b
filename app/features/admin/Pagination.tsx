import { Link, useLocation } from "react-router";
import { adminLink, pageParam } from "./links";

/** Previous and next page of a list, with where the reader stands; turning a page closes the open record. */
export function Pagination({
  label,
  page,
  pageSize,
  total,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
}) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const step = (target: number, text: string) =>
    target >= 1 && target <= pages ? (
      <Link
        to={adminLink(search, {
          page: pageParam(target),
          lead: undefined,
          demande: undefined,
          ouverture: undefined,
        })}
        className="rounded-md border border-brand-200 bg-white px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-100"
      >
        {text}
      </Link>
    ) : (
      <span className="rounded-md border border-brand-100 px-3 py-1.5 text-ink-500">{text}</span>
    );
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {step(Math.min(page - 1, pages), "Page précédente")}
      <p>
        Page {page} sur {pages}
      </p>
      {step(page + 1, "Page suivante")}
    </nav>
  );
}
