import type { CreditProduct } from "@domain/credit/products";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { CheckList } from "./CardGrid";
import { CreditNotice } from "./CreditNotice";
import { PageContainer, Section } from "./Section";

/** Closes every credit page, outside its tabs: the legal notice and who can borrow. */
export function CreditMentions({ product }: { product: CreditProduct }) {
  const { creditMentions } = creditMentionsText.use();
  return (
    <PageContainer>
      <CreditNotice product={product} />
      <Section
        title={creditMentions.eligibilityTitle}
        intro={creditMentions.eligibilityIntro}
        muted
      >
        <CheckList items={creditMentions.eligibility} />
      </Section>
    </PageContainer>
  );
}
