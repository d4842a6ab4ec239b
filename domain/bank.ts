/** Identity of the fictional bank; every identifier is a placeholder (see DECISIONS.md). */
export const bank = {
  name: "Aurore Banque",
  legalName: "Aurore Banque SA",
  siteUrl: "https://www.aurore-banque.example",
  address: "12 rue de la Paix, 75002 Paris",
  phone: "01 99 00 12 34",
  phoneHref: "+33199001234",
  /** The same line as dialled from abroad (the travel loan's assistance). */
  internationalPhone: "+33 1 99 00 12 34",
  email: "contact@aurore-banque.example",
  rcs: "RCS Paris 000 000 000",
  orias: "ORIAS 00 000 000",
  /**
   * The licence a lender names in a credit contract (Code monétaire et financier, L511-10: a
   * credit institution licensed by the ACPR); the number is a placeholder like the others.
   */
  licence: "établissement de crédit agréé par l'ACPR sous le numéro 00000",
  capital: "capital social de 10 000 000 €",
  supervisor:
    "Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, 75009 Paris",
  phoneHours: "du lundi au vendredi, de 9 h à 18 h",
} as const;
