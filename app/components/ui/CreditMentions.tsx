import type { CreditProduct } from "@domain/credit/products";
import { loanEligibility } from "~/content/loans";
import { CheckList } from "./CardGrid";
import { CreditNotice } from "./CreditNotice";
import { PageContainer, Section } from "./Section";

/** Closes every credit page, outside its tabs: the legal notice and who can borrow. */
export function CreditMentions({ product }: { product: CreditProduct }) {
  return (
    <PageContainer>
      <CreditNotice product={product} />
      <Section
        title="Qui peut emprunter ?"
        intro="Pour déposer une demande de crédit auprès d'Aurore Banque, vous devez :"
        muted
      >
        <CheckList items={loanEligibility} />
      </Section>
    </PageContainer>
  );
}
