import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank } from "@domain/bank";
import { phoneIn } from "@domain/phone";

export const accessibilityEmail = "accessibilite@aurore-banque.example";

/** The status also shown in every footer; it must read the same in both places. */
export const conformityStatus = "teilweise konform";

const updated = { label: "1. November 2026", iso: legalUpdate.iso };

export const accessibilityStatement: LegalDocument = {
  hero: {
    eyebrow: "Barrierefreiheit",
    title: "Erklärung zur Barrierefreiheit",
    lead: `${bank.name} setzt sich dafür ein, dass alle Menschen ihre Website nutzen können, unabhängig von einer Behinderung, vom verwendeten Gerät oder von der Art, wie sie im Internet navigieren.`,
  },
  updated,
  sections: [
    {
      title: "Unsere Verpflichtung",
      paragraphs: [
        `${bank.name} verpflichtet sich, ihre Online-Dienste barrierefrei zu gestalten, gemäß Artikel 47 des französischen Gesetzes Nr. 2005-102 vom 11. Februar 2005 und den Anforderungen an die Barrierefreiheit, die seit dem 28. Juni 2025 für Bankdienstleistungen gelten.`,
        `Diese Erklärung zur Barrierefreiheit gilt für die Website ${siteHost}. Unser Ziel ist die Konformitätsstufe AA der Richtlinien für barrierefreie Webinhalte (WCAG 2.1), die in den RGAA 4.1 (référentiel général d'amélioration de l'accessibilité, der französische Standard für Barrierefreiheit) übernommen wurden.`,
      ],
    },
    {
      title: "Konformitätsstatus",
      paragraphs: [
        `Die Website ${siteHost} ist ${conformityStatus} mit dem RGAA 4.1.`,
        "Dieser Status beruht auf unseren eigenen Prüfungen: Ein vollständiges Audit der Konformität mit dem RGAA wurde noch nicht durchgeführt. Dieses Audit läuft derzeit; seine Ergebnisse, einschließlich des Konformitätsgrads, werden auf dieser Seite veröffentlicht.",
      ],
    },
    {
      title: "Testergebnisse",
      paragraphs: [
        "Bis zum Audit wird jede Seite der Website bei jeder neuen Version automatisch mit dem Tool axe getestet. Diese Tests erkennen einen Teil der Mängel: unzureichende Kontraste, Bilder ohne Textalternative, falsch gegliederte Überschriften, Formularfelder ohne Beschriftung.",
        "Automatisierte Tests erkennen nicht alle Barrieren und ersetzen kein Audit, das Fachleute gemeinsam mit Nutzerinnen und Nutzern assistiver Technologien durchführen.",
      ],
    },
    {
      title: "Verwendete Technologien",
      paragraphs: ["Die Barrierefreiheit der Website beruht auf den folgenden Technologien:"],
      list: ["HTML", "CSS", "JavaScript", "WAI-ARIA"],
    },
    {
      title: "Testumgebung",
      paragraphs: [
        "Die automatisierten Prüfungen erfolgen mit der Bibliothek axe-core im Browser Chromium. Tests mit Screenreadern und Vergrößerungssoftware werden im Rahmen des Audits durchgeführt.",
      ],
    },
    {
      title: "Nicht barrierefreie Inhalte",
      paragraphs: [
        "Derzeit ist keine Nichtkonformität dokumentiert, und für keinen Inhalt gilt eine Ausnahme. Sollte das Audit Nichtkonformitäten aufdecken, werden sie hier mit den geplanten Korrekturen und dem Zeitplan dafür aufgeführt.",
      ],
    },
    {
      title: "Erstellung dieser Erklärung",
      paragraphs: [`Diese Erklärung wurde am ${updated.label} erstellt.`],
    },
    {
      title: "Feedback und Kontakt",
      paragraphs: [
        "Wenn Sie auf einen Inhalt oder einen Dienst nicht zugreifen können, wenden Sie sich an uns: Wir verweisen Sie auf eine barrierefreie Alternative oder stellen Ihnen den Inhalt in einer anderen Form zur Verfügung.",
      ],
      list: [
        `per E-Mail: ${accessibilityEmail};`,
        `per Post: ${bank.name}, Accessibilité, ${bank.address};`,
        `per Telefon: ${phoneIn(bank.phones.customerService, "de")}, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit).`,
      ],
      links: [
        {
          label: `Eine Barriere melden: ${accessibilityEmail}`,
          href: `mailto:${accessibilityEmail}`,
        },
      ],
    },
    {
      title: "Rechtsbehelfe",
      paragraphs: [
        "Wenn Sie uns einen Mangel bei der Barrierefreiheit gemeldet haben, der Sie am Zugang zu einem Inhalt oder Dienst hindert, und keine zufriedenstellende Antwort erhalten haben, können Sie sich an den Défenseur des droits (den französischen Bürgerrechtsbeauftragten) wenden:",
      ],
      list: [
        "über das Online-Formular des Défenseur des droits;",
        "über den Vertreter des Défenseur des droits in Ihrer Region;",
        "per Post, kostenlos und ohne Frankierung: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
      ],
      links: [
        {
          label: "An den Défenseur des droits schreiben (Online-Formular)",
          href: "https://formulaire.defenseurdesdroits.fr/",
        },
      ],
    },
  ],
};
