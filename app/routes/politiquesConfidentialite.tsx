import { LegalArticle } from "~/components/ui/LegalArticle";
import { commonText } from "~/content/common.i18n";
import { privacyText } from "~/content/politiquesConfidentialite.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";

export const meta = localizedMeta("/politiquesConfidentialite", {
  fr: {
    title: "Politique de confidentialité",
    description:
      "Données collectées par Aurore Banque, finalités, durées de conservation, cookies et sécurité : comment exercer vos droits sur vos données personnelles.",
  },
  en: {
    title: "Privacy policy",
    description:
      "The data Aurore Banque collects, why, how long it is kept, cookies and security: how to exercise your rights over your personal data.",
  },
  es: {
    title: "Política de privacidad",
    description:
      "Datos que recoge Aurore Banque, finalidades, plazos de conservación, cookies y seguridad: cómo ejercer sus derechos sobre sus datos personales.",
  },
  de: {
    title: "Datenschutzerklärung",
    description:
      "Welche Daten Aurore Banque erhebt, zu welchem Zweck und wie lange, Cookies und Sicherheit: So nehmen Sie Ihre Rechte an Ihren personenbezogenen Daten wahr.",
  },
});

preloadTexts(privacyText, commonText);

export default function PolitiquesConfidentialite() {
  const { privacyPolicy } = privacyText.use();
  return <LegalArticle content={privacyPolicy} />;
}
