import type { FormOutcome } from "~/lib/useApiForm";

/**
 * Always in the page, so screen readers announce what appears in it: the confirmation politely,
 * a failure at once.
 */
export function FormStatus({
  outcome,
  tone = "light",
}: {
  outcome: FormOutcome;
  tone?: "light" | "dark";
}) {
  const sentClass = tone === "dark" ? "bg-white/10 text-white" : "bg-accent-50 text-accent-800";
  return (
    <>
      <div role="status" className="sm:col-span-2">
        {outcome?.kind === "sent" && (
          <p className={`rounded-lg p-4 font-semibold ${sentClass}`}>{outcome.message}</p>
        )}
      </div>
      <div role="alert" className="sm:col-span-2">
        {outcome?.kind === "failed" && (
          <p className="rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
            {outcome.message}
          </p>
        )}
      </div>
    </>
  );
}
