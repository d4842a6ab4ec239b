import { LegalArticle } from "~/components/ui/LegalArticle";
import { commonText } from "~/content/common.i18n";
import { assistanceText } from "~/content/avertissements.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";

export const meta = localizedMeta("/avertissements", {
  fr: {
    title: "Assistance et avertissements",
    description:
      "Joindre Aurore Banque, vous protéger de la fraude, faire opposition sur votre carte 24 h/24, présenter une réclamation et lire nos avertissements sur le crédit.",
  },
  en: {
    title: "Help and warnings",
    description:
      "Contact Aurore Banque, protect yourself from fraud, block your card 24/7, make a complaint and read our warnings about credit.",
  },
  es: {
    title: "Ayuda y advertencias",
    description:
      "Contactar con Aurore Banque, protegerse del fraude, bloquear su tarjeta 24 h, presentar una reclamación y leer nuestras advertencias sobre el crédito.",
  },
  de: {
    title: "Hilfe und Hinweise",
    description:
      "Aurore Banque erreichen, sich vor Betrug schützen, Ihre Karte rund um die Uhr sperren, eine Beschwerde einreichen und unsere Hinweise zu Krediten lesen.",
  },
});

preloadTexts(assistanceText, commonText, creditMentionsText);

export default function Avertissements() {
  const { assistance } = assistanceText.use();
  return <LegalArticle content={assistance} />;
}
