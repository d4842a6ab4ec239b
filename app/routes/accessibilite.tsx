import { LegalArticle } from "~/components/ui/LegalArticle";
import { commonText } from "~/content/common.i18n";
import { accessibilityText } from "~/content/accessibilite.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

export const loader = pageTextLoader("/accessibilite");

export const meta = localizedMeta("/accessibilite");

preloadTexts(accessibilityText, commonText);

export default function Accessibilite() {
  const { accessibilityStatement } = accessibilityText.use();
  return <LegalArticle content={accessibilityStatement} />;
}
