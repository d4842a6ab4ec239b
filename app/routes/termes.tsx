import { LegalArticle } from "~/components/ui/LegalArticle";
import { Section } from "~/components/ui/Section";
import { commonText } from "~/content/common.i18n";
import { termesText } from "~/content/termes.i18n";
import { preloadTexts } from "~/i18n/localized";
import { Link } from "~/i18n/Link";
import { localizedMeta } from "~/lib/meta";

export const meta = localizedMeta("/termes", {
  fr: {
    title: "Conditions générales d'utilisation",
    description:
      "Conditions d'utilisation du site et de l'espace client Aurore Banque : accès, ouverture de compte, sécurité des identifiants, rétractation, médiation.",
  },
  en: {
    title: "Terms of use",
    description:
      "Terms of use of the Aurore Banque website and customer area: access, opening an account, keeping your login details safe, withdrawal, mediation.",
  },
  es: {
    title: "Condiciones generales de uso",
    description:
      "Condiciones de uso de la web y del área de cliente de Aurore Banque: acceso, apertura de cuenta, seguridad de sus credenciales, desistimiento y mediación.",
  },
  de: {
    title: "Allgemeine Nutzungsbedingungen",
    description:
      "Nutzungsbedingungen der Website und des Kundenbereichs von Aurore Banque: Zugang, Kontoeröffnung, Schutz Ihrer Zugangsdaten, Widerruf, Schlichtung.",
  },
});

preloadTexts(termesText, commonText);

export default function Termes() {
  const { termsAcceptance, termsOfUse } = termesText.use();
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
