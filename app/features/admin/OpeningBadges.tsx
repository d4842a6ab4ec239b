import type { OpeningStatus } from "@domain/currentAccount/opening";
import {
  firstTransferStateLabels,
  openingStatusLabels,
  screeningLabels,
  type FirstTransferState,
  type ScreeningState,
} from "@domain/currentAccount/openingReview";

const badge = "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

// Each pair is AA on its background (app.css palette), as the applications' badges. Gold marks
// what waits for staff; the text says the state, the colour only repeats it.
const statusColours: Record<OpeningStatus, string> = {
  in_progress: "bg-brand-100 text-brand-900",
  signed: "bg-gold-100 text-gold-800",
  approved: "bg-accent-50 text-success-700",
  refused: "bg-red-50 text-danger-700",
  withdrawn: "bg-brand-100 text-brand-900",
};

const transferColours: Record<FirstTransferState, string> = {
  matched: "bg-accent-50 text-success-700",
  to_review: "bg-gold-100 text-gold-800",
  awaiting: "bg-brand-100 text-brand-900",
};

const screeningColours: Record<ScreeningState, string> = {
  clear: "bg-accent-50 text-success-700",
  cleared: "bg-brand-100 text-brand-900",
  hit: "bg-red-50 text-danger-700",
  no_list_loaded: "bg-gold-100 text-gold-800",
};

export function OpeningStatusBadge({ status }: { status: OpeningStatus }) {
  return <span className={`${badge} ${statusColours[status]}`}>{openingStatusLabels[status]}</span>;
}

export function TransferStateBadge({ state }: { state: FirstTransferState }) {
  return (
    <span className={`${badge} ${transferColours[state]}`}>{firstTransferStateLabels[state]}</span>
  );
}

export function ScreeningBadge({ state }: { state: ScreeningState }) {
  return <span className={`${badge} ${screeningColours[state]}`}>{screeningLabels[state]}</span>;
}
