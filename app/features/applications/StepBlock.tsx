import { useId, type ReactNode, type Ref } from "react";

/**
 * One block of the application page under its h2. The heading can take the focus: after each
 * step, the page moves it to the block of the step to take now, so that a screen reader starts
 * reading there.
 */
export function StepBlock({
  title,
  headingRef,
  children,
}: {
  title: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8 rounded-2xl border border-brand-100 p-6">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
