import { LegalArticle } from "~/components/ui/LegalArticle";
import { privacyPolicy } from "~/content/politiquesConfidentialite";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Politique de confidentialité",
    description:
      "Données collectées par Aurore Banque, finalités, durées de conservation, cookies et sécurité : comment exercer vos droits sur vos données personnelles.",
    path: "/politiquesConfidentialite",
  });

export default function PolitiquesConfidentialite() {
  return <LegalArticle content={privacyPolicy} />;
}
