import type { ReactNode } from "react";
import { Heading, HeadingScope } from "./Heading";

interface SectionProps {
  title: string;
  intro?: string;
  id?: string;
  muted?: boolean;
  children: ReactNode;
}

export function Section({ title, intro, id, muted = false, children }: SectionProps) {
  return (
    <section id={id} className={muted ? "my-12 rounded-2xl bg-brand-50 p-6 sm:p-10" : "my-12"}>
      <Heading>{title}</Heading>
      {intro && <p className="mt-3 max-w-3xl text-lg text-ink-700">{intro}</p>}
      <div className="mt-8">
        <HeadingScope>{children}</HeadingScope>
      </div>
    </section>
  );
}

/** Outside tab panels, page sections need the same width and padding as the rest of the page. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>;
}
