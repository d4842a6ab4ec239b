import { LegalArticle } from "~/components/ui/LegalArticle";
import { commonText } from "~/content/common.i18n";
import { accessibilityText } from "~/content/accessibilite.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";

export const meta = localizedMeta("/accessibilite", {
  fr: {
    title: "Déclaration d'accessibilité",
    description:
      "Déclaration d'accessibilité du site Aurore Banque : partiellement conforme au RGAA 4.1, tests réalisés, contact pour signaler un défaut et voies de recours.",
  },
  en: {
    title: "Accessibility statement",
    description:
      "Accessibility statement of the Aurore Banque website: partially compliant with RGAA 4.1 (the French accessibility standard), tests carried out, how to report a problem and your remedies.",
  },
  es: {
    title: "Declaración de accesibilidad",
    description:
      "Declaración de accesibilidad de la web de Aurore Banque: parcialmente conforme con el RGAA 4.1 (la norma francesa de accesibilidad), pruebas realizadas, cómo comunicar un problema y vías de recurso.",
  },
  de: {
    title: "Erklärung zur Barrierefreiheit",
    description:
      "Erklärung zur Barrierefreiheit der Website von Aurore Banque: teilweise konform mit RGAA 4.1 (der französischen Norm für Barrierefreiheit), durchgeführte Tests, Meldung von Mängeln und Rechtsbehelfe.",
  },
});

preloadTexts(accessibilityText, commonText);

export default function Accessibilite() {
  const { accessibilityStatement } = accessibilityText.use();
  return <LegalArticle content={accessibilityStatement} />;
}
