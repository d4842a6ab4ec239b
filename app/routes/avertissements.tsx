import { LegalArticle } from "~/components/ui/LegalArticle";
import { commonText } from "~/content/common.i18n";
import { assistanceText } from "~/content/avertissements.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

export const loader = pageTextLoader("/avertissements");

export const meta = localizedMeta("/avertissements");

preloadTexts(assistanceText, commonText, creditMentionsText);

export default function Avertissements() {
  const { assistance } = assistanceText.use();
  return <LegalArticle content={assistance} />;
}
