import { Link } from "react-router";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { trackedSteps, viewSearch, type OpeningProgress, type OpeningView } from "./openingSteps";

const circles = {
  done: "bg-accent-700 text-white",
  current: "bg-brand-700 text-white outline-[3px] outline-offset-2 outline-gold-400",
  upcoming: "border-2 border-ink-500 bg-white text-ink-700",
} as const;

/**
 * The five answer steps, then the photos, the signature and the first transfer, numbered: the one shown marked `aria-current="step"`, each state written out
 * (only for screen readers on a phone, where the step's heading names it), the steps already open
 * a link back to their answers.
 */
export function OpeningTracker({ opening, view }: { opening: OpeningProgress; view: OpeningView }) {
  const { trackerText: text } = accountOpeningText.use();
  return (
    <ol aria-label={text.label} className="mt-8 grid grid-cols-4 gap-2 sm:grid-cols-8 sm:gap-3">
      {trackedSteps(opening, view).map(({ step, status, link }, index) => {
        const content = (
          <>
            <span
              aria-hidden="true"
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full font-bold ${circles[status]}`}
            >
              {index + 1}
            </span>
            <span className="sr-only text-sm sm:not-sr-only sm:block sm:font-semibold sm:text-brand-900">
              {text.steps[step]}
            </span>
            <span className="sr-only">, </span>
            <span className="sr-only text-sm sm:not-sr-only sm:block sm:text-ink-700">
              {text.status[status]}
            </span>
          </>
        );
        const layout = "flex flex-col items-center gap-1 text-center";
        return (
          <li key={step} aria-current={status === "current" ? "step" : undefined}>
            {link ? (
              <Link to={viewSearch(step)} className={`${layout} rounded-lg hover:bg-brand-50`}>
                {content}
              </Link>
            ) : (
              <span className={layout}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
