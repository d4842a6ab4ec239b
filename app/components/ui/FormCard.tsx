import type { FormEventHandler, ReactNode } from "react";
import { commonText } from "~/content/common.i18n";
import { formsText } from "~/content/forms.i18n";
import { Link } from "~/i18n/Link";
import type { FormOutcome } from "~/lib/useApiForm";
import { RequiredFieldsLegend } from "./fields";
import { FormStatus } from "./FormStatus";
import { Heading } from "./Heading";

interface FormCardProps {
  /** The section's anchor: where the page sent back after the form went through opens. */
  id?: string;
  title: string;
  intro?: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the form's rules as the customer enters it. */
  onFocus?: () => void;
  submitting: boolean;
  outcome: FormOutcome;
  children: ReactNode;
}

/** A lead form: fields, the required-fields legend, why the data is collected (GDPR art. 13), the outcome. */
export function FormCard({
  id,
  title,
  intro,
  submitLabel,
  onSubmit,
  onFocus,
  submitting,
  outcome,
  children,
}: FormCardProps) {
  const { formText } = formsText.use();
  return (
    <section
      id={id}
      className="relative rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <Heading>{title}</Heading>
      {intro && <p className="mt-2 text-ink-700">{intro}</p>}
      {/* POST even before the scripts run: what was typed never lands in a URL. */}
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <RequiredFieldsLegend />
        {children}
        <DataNotice />
        <FormStatus outcome={outcome} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? formText.sending : submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}

export function DataNotice() {
  const { dataNotice } = commonText.use();
  return (
    <p className="text-sm text-ink-500 sm:col-span-2">
      {dataNotice.text}{" "}
      <Link to="/politiquesConfidentialite" className="link">
        {dataNotice.link}
      </Link>
    </p>
  );
}
