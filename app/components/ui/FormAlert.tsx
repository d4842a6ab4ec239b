import { useEffect, useRef } from "react";

/** A failure of the whole form (wrong credentials, server unreachable), announced and focused. */
export function FormAlert({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700 sm:col-span-2"
    >
      {message}
    </p>
  );
}
