import { LegalArticle } from "~/components/ui/LegalArticle";
import { assistance } from "~/content/avertissements";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Assistance et avertissements",
    description:
      "Joindre Aurore Banque, vous protéger de la fraude, faire opposition sur votre carte 24 h/24, présenter une réclamation et lire nos avertissements sur le crédit.",
    path: "/avertissements",
  });

export default function Avertissements() {
  return <LegalArticle content={assistance} />;
}
