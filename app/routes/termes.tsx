import { LegalArticle } from "~/components/ui/LegalArticle";
import { Section } from "~/components/ui/Section";
import { commonText } from "~/content/common.i18n";
import { termesText } from "~/content/termes.i18n";
import { preloadTexts } from "~/i18n/localized";
import { Link } from "~/i18n/Link";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

export const loader = pageTextLoader("/termes");

export const meta = localizedMeta("/termes");

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
