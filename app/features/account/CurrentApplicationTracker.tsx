import { useEffect, useState, type ReactNode } from "react";
import type { Application } from "@domain/credit/application";
import type { CreditProduct } from "@domain/credit/products";
import { StepTracker } from "~/components/ui/StepTracker";
import { applicationText } from "~/content/application.i18n";
import { Link } from "~/i18n/Link";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { applicationOverview, currentApplication } from "./applicationOverview";

/**
 * A credit page's tracker for a signed-in customer: the real steps of their current application
 * of that loan, or `generic` (what every visitor sees) while it loads, when they have none or when
 * it cannot be read. Loaded only for signed-in customers: visitors never pay for it, nor for its
 * texts.
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
  const texts = applicationText.use();
  const locale = useLocale();
  const [application, setApplication] = useState<Application | null>(null);

  useEffect(() => {
    let stale = false;
    // The declarations' schemas are loaded with the request, not with the page.
    import("@domain/api/applications")
      .then(({ listApplications }) => callApi(listApplications))
      .then(({ applications }) => {
        if (!stale) setApplication(currentApplication(applications, product) ?? null);
      })
      // The tracker of every visitor stays: a marketing page must not break on a failed read.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [product]);

  if (!application) return generic;
  const overview = applicationOverview(application, texts, locale);
  const text = texts.myApplicationsText;
  return (
    <>
      <StepTracker label={label} steps={overview.steps} words={texts.trackerText.words} />
      <p className="mt-4 text-ink-700">
        {text.current({ loan: overview.loan, startedOn: overview.startedAt })}
        <strong>{overview.state}</strong>.{" "}
        <Link to={overview.path} className="link">
          {text.open}
        </Link>
      </p>
    </>
  );
}
