import { useId, type ReactNode, type Ref } from "react";

/** A stage after the answers (photos, signature, first transfer) under its heading. */
export function StageSection({
  title,
  intro,
  headingRef,
  children,
}: {
  title: string;
  intro: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-brand-100 p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{intro}</p>
      {children}
    </section>
  );
}
