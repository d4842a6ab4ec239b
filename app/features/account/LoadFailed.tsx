/** A client-area list that could not be loaded: why, announced, and a button to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <>
      <p role="alert" className="mt-4 font-medium text-danger-700">
        {message}
      </p>
      <button type="button" className="btn btn-outline mt-3" onClick={onRetry}>
        {retryLabel}
      </button>
    </>
  );
}
