import { LegalArticle } from "~/components/ui/LegalArticle";
import { accessibilityStatement } from "~/content/accessibilite";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Déclaration d'accessibilité",
    description:
      "Déclaration d'accessibilité du site Aurore Banque : partiellement conforme au RGAA 4.1, tests réalisés, contact pour signaler un défaut et voies de recours.",
    path: "/accessibilite",
  });

export default function Accessibilite() {
  return <LegalArticle content={accessibilityStatement} />;
}
