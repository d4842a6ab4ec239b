import type { Advice } from "~/content/loans";
import { CheckList } from "./CardGrid";
import { Section } from "./Section";

export function AdviceBox({ advice }: { advice: Advice }) {
  return (
    <Section title={advice.title} intro={advice.text} muted>
      <CheckList items={advice.bullets} />
    </Section>
  );
}
