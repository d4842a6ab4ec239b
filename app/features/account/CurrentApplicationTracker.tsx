import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { CreditProduct } from "@domain/credit/products";
import { StepTracker } from "~/components/ui/StepTracker";
import { callApi } from "~/lib/api";
import {
  applicationOverview,
  currentApplication,
  type ApplicationOverview,
} from "./applicationOverview";

/**
 * A credit page's tracker for a signed-in customer: the real steps of their current application
 * of that loan, or `generic` (what every visitor sees) while it loads, when they have none or when
 * it cannot be read. Loaded only for signed-in customers: visitors never pay for it.
 */
export function CurrentApplicationTracker({
  product,
  label,
  generic,
}: {
  product: CreditProduct;
  label: string;
  generic: ReactNode;
}) {
  const [overview, setOverview] = useState<ApplicationOverview | null>(null);

  useEffect(() => {
    let stale = false;
    // The declarations' schemas are loaded with the request, not with the page.
    import("@domain/api/applications")
      .then(({ listApplications }) => callApi(listApplications))
      .then(({ applications }) => {
        const current = currentApplication(applications, product);
        if (!stale) setOverview(current ? applicationOverview(current) : null);
      })
      // The tracker of every visitor stays: a marketing page must not break on a failed read.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [product]);

  if (!overview) return generic;
  return (
    <>
      <StepTracker label={label} steps={overview.steps} />
      <p className="mt-4 text-ink-700">
        Votre demande de {overview.loan}, commencée le {overview.startedAt} :{" "}
        <strong>{overview.state}</strong>.{" "}
        <Link to={overview.path} className="link">
          Voir ma demande
        </Link>
      </p>
    </>
  );
}
