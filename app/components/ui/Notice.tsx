import type { ReactNode } from "react";

const tones = {
  /** Fine print: rates in force, intermediary status, investment risks. */
  note: "text-sm text-ink-700",
  /** A mention the law wants legible, such as the credit warning. */
  warning: "rounded-lg bg-gold-100 p-4 font-bold text-brand-900",
};

export function Notice({
  children,
  tone = "note",
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
}) {
  return <p className={`mt-6 ${tones[tone]}`}>{children}</p>;
}
