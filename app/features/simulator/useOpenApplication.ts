import { useEffect, useState } from "react";
import { callApi } from "~/lib/api";
import { applicationPath } from "~/lib/applicationLinks";
import { useSession } from "~/lib/session";
import type { CreditProduct } from "@domain/credit/products";

/**
 * `/demandePret?id=…` of the signed-in customer's open application of `product`, or `null`: the
 * credit page's request then resumes it, since the server would refuse to open a second one.
 * Visitors cause no request, and customers load the declarations and the quotas with it, after
 * the page is drawn (the formatter too: decision record 015).
 */
export function useOpenApplication(product: CreditProduct): string | null {
  const session = useSession();
  const customer = session.status === "signedIn" && session.user.role === "customer";
  const [path, setPath] = useState<string | null>(null);

  useEffect(() => {
    if (!customer) return;
    let stale = false;
    // The bank's day in Paris, in which an offer's last day is counted (the server's `bankDay`).
    void Promise.all([
      import("@domain/api/applications"),
      import("@domain/credit/quotas"),
      import("@domain/calendar/parisDay"),
    ])
      .then(async ([{ listApplications }, { openApplicationOf }, { parisDay }]) => {
        const { applications } = await callApi(listApplications);
        const open = openApplicationOf(applications, product, parisDay(new Date()));
        if (!stale) setPath(open ? applicationPath(open.id) : null);
      })
      // The link to a new application stays: the server leads back to the open one all the same.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [customer, product]);

  return customer ? path : null;
}
