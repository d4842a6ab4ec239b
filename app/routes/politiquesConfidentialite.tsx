import { LegalArticle } from "~/components/ui/LegalArticle";
import { commonText } from "~/content/common.i18n";
import { privacyText } from "~/content/politiquesConfidentialite.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

export const loader = pageTextLoader("/politiquesConfidentialite");

export const meta = localizedMeta("/politiquesConfidentialite");

preloadTexts(privacyText, commonText);

export default function PolitiquesConfidentialite() {
  const { privacyPolicy } = privacyText.use();
  return <LegalArticle content={privacyPolicy} />;
}
