import { Fragment, type ReactNode } from "react";
import { borrowerInsuranceOffer, creditWarning } from "~/content/credit";
import type { MentionSegment } from "~/content/creditMentions";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { useFormats } from "~/i18n/formats";
import type { InsuranceSummary } from "@domain/credit/finance";

/**
 * The mentions that art. L312-8 of the Consumer Code wants in a larger type than any other figure
 * about the financing. `data-mention` names them so that the browser tests can measure them.
 */
export type ProminentMention = "warning" | "taeg" | "instalment" | "total-due";

/** Tailwind `text-xl` (20 px): every other financing figure stays at 16 px or less. */
const prominentType = "text-xl font-bold";

export function Prominent({
  mention,
  children,
  className = "",
}: {
  mention: Exclude<ProminentMention, "warning">;
  children: ReactNode;
  className?: string;
}) {
  return (
    <strong data-mention={mention} className={`${prominentType} ${className}`}>
      {children}
    </strong>
  );
}

/** A sentence of credit mentions, its prominent figures larger than the rest. */
export function MentionSentence({
  segments,
  className = "",
}: {
  segments: readonly MentionSegment[];
  className?: string;
}) {
  return segments.map((segment, index) =>
    typeof segment === "string" ? (
      <Fragment key={index}>{segment}</Fragment>
    ) : (
      <Prominent key={index} mention={segment.mention} className={className}>
        {segment.text}
      </Prominent>
    ),
  );
}

/**
 * The warning of art. L312-5, on every page and block that advertises a credit. A page in another
 * language shows its translation, then the French sentence the law requires (marked as French) and
 * which version prevails.
 */
export function CreditWarning({
  className = "",
  tone = "light",
}: {
  className?: string;
  /** The background around the warning, for the note under a translated one. */
  tone?: "light" | "dark";
}) {
  const { creditMentions } = creditMentionsText.use();
  const warning = (
    <p
      data-mention="warning"
      className={`rounded-lg bg-gold-100 p-4 text-brand-900 ${prominentType} ${className}`}
    >
      {creditMentions.warning}
    </p>
  );
  if (!creditMentions.frenchPrevails) return warning;
  return (
    <>
      {warning}
      <p lang="fr" className={`mt-2 rounded-lg bg-gold-100 p-4 text-brand-900 ${prominentType}`}>
        {creditWarning}
      </p>
      <p className={`mt-2 text-sm ${tone === "dark" ? "text-brand-100" : "text-ink-700"}`}>
        {creditMentions.frenchPrevails}
      </p>
    </>
  );
}

/**
 * The cost of the optional borrower insurance as art. L312-7 asks for it: TAEA, cost per month and
 * over the loan, in euros, and the fact that it is optional. `tone` follows the block's background.
 */
export function InsuranceCost({
  insurance,
  months,
  tone = "light",
}: {
  insurance: InsuranceSummary;
  months: number;
  tone?: "light" | "dark";
}) {
  const { creditMentions } = creditMentionsText.use();
  const format = useFormats();
  const text = tone === "dark" ? "text-brand-100" : "text-ink-700";
  return (
    <p className={`mt-3 text-sm ${text}`}>
      {creditMentions.insurance({
        rate: format.rate(borrowerInsuranceOffer.annualRate),
        premium: format.euros(insurance.monthlyPremium),
        withInsurance: format.euros(insurance.monthlyPaymentWithInsurance),
        months,
        totalCost: format.euros(insurance.totalCost),
        taea: format.rate(insurance.taea),
      })}
    </p>
  );
}
