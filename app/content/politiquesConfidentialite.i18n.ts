import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import {
  politiquesConfidentialiteContentIn,
  type PolitiquesConfidentialiteContent,
} from "./politiquesConfidentialite";

/** The privacy policy's texts in the page's language, from its catalogs. */
export const privacyText = localized<PolitiquesConfidentialiteContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/politiquesConfidentialite/*.ts", "!**/pseudo.ts"], {
      import: "messages",
    }),
    politiquesConfidentialiteContentIn,
  ),
);
