import { Link } from "react-router";
import { LegalArticle } from "~/components/ui/LegalArticle";
import { Section } from "~/components/ui/Section";
import { termsAcceptance, termsOfUse } from "~/content/termes";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Conditions générales d'utilisation",
    description:
      "Conditions d'utilisation du site et de l'espace client Aurore Banque : accès, ouverture de compte, sécurité des identifiants, rétractation, médiation.",
    path: "/termes",
  });

export default function Termes() {
  return (
    <LegalArticle content={termsOfUse}>
      <Section title={termsAcceptance.title} muted>
        <p className="text-ink-700">{termsAcceptance.text}</p>
        <Link to={termsAcceptance.cta.to} className="btn btn-primary mt-6">
          {termsAcceptance.cta.label}
        </Link>
      </Section>
    </LegalArticle>
  );
}
