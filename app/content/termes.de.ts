import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdate, siteHost } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { Cta } from "./types";
import { phoneIn } from "@domain/phone";

/** Who may open an account online (seed §9: 18+, French resident, legal capacity). */
export const eligibility = [
  "zum Zeitpunkt des Antrags mindestens 18 Jahre alt sein;",
  "Ihren Wohnsitz in Frankreich haben;",
  "geschäftsfähig sein, das heißt nicht unter Vormundschaft oder Pflegschaft stehen (tutelle oder curatelle nach französischem Recht);",
  "auf eigene Rechnung und nicht zu beruflichen Zwecken handeln.",
];

export const termsOfUse: LegalDocument = {
  hero: {
    eyebrow: "Rechtliche Hinweise",
    title: "Allgemeine Nutzungsbedingungen",
    lead: `Die Regeln für die Nutzung der Website und des Kundenbereichs von ${bank.name} sowie die Voraussetzungen für eine Kontoeröffnung online.`,
  },
  updated: { label: "1. November 2026", iso: legalUpdate.iso },
  sections: [
    {
      title: "Artikel 1 – Gegenstand",
      paragraphs: [
        `Diese Allgemeinen Nutzungsbedingungen regeln den Zugang zur Website ${siteHost} und zum Kundenbereich sowie deren Nutzung. Herausgeberin ist die ${bank.legalName} mit einem Grundkapital von ${shareCapitalIn("de")} und Sitz in ${bank.address}, eingetragen im französischen Handelsregister unter ${bank.rcs}. ${bank.name} ist ein Kreditinstitut, zugelassen und beaufsichtigt durch die Autorité de contrôle prudentiel et de résolution (ACPR, die französische Bankenaufsicht), 4 place de Budapest, 75009 Paris, sowie ein im französischen Register der Versicherungsvermittler unter der Nummer ${bank.orias} eingetragener Versicherungsvermittler.`,
        "Für die Bankprodukte und -dienstleistungen gelten ihre eigenen Vertragsunterlagen (Kontovertrag, Kreditvertrag). Bei Widersprüchen haben diese Unterlagen Vorrang vor den vorliegenden Nutzungsbedingungen.",
      ],
    },
    {
      title: "Artikel 2 – Zugang zur Website und zum Kundenbereich",
      paragraphs: [
        "Die Website steht allen Personen mit Internetzugang kostenlos zur Verfügung, rund um die Uhr und an 7 Tagen die Woche. Die Kosten für die Internetverbindung und für Ihre Geräte tragen Sie selbst.",
        `Der Kundenbereich ist Kontoinhabern vorbehalten, die sich mit ihrer E-Mail-Adresse und ihrem Passwort anmelden. ${bank.name} kann den Zugang für Wartungsarbeiten oder bei einer Bedrohung der Sicherheit unterbrechen und hält die damit verbundenen Beeinträchtigungen so gering wie möglich.`,
      ],
    },
    {
      title: "Artikel 3 – Voraussetzungen für die Kontoeröffnung",
      paragraphs: ["Um online ein Privatkonto zu eröffnen, müssen Sie:"],
      list: eligibility,
    },
    {
      title: "Artikel 4 – Eröffnung des Kontos",
      paragraphs: [
        "Der Antrag erfolgt online in drei Schritten: Ihre persönlichen Angaben, die Sicherheit Ihres Kontos und schließlich der Abschluss, bei dem Sie diese Nutzungsbedingungen akzeptieren.",
        `Gemäß den Vorschriften zur Bekämpfung der Geldwäsche überprüft ${bank.name} Ihre Identität und Ihren Wohnsitz und kann Nachweise von Ihnen anfordern. Das Konto wird eröffnet, sobald Ihre Unterlagen geprüft und freigegeben sind; darüber informieren wir Sie per E-Mail.`,
        `${bank.name} kann eine Kontoeröffnung ablehnen. In diesem Fall können Sie das Verfahren zum Recht auf ein Konto (droit au compte) nach Artikel L. 312-1 des Code monétaire et financier (französisches Währungs- und Finanzgesetzbuch) in Anspruch nehmen.`,
      ],
    },
    {
      title: "Artikel 5 – Sicherheit Ihrer Zugangsdaten",
      paragraphs: [
        "Ihre Zugangsdaten sind persönlich und vertraulich. Sie verpflichten sich, sie geheim zu halten und ein Passwort mit mindestens 8 Zeichen zu wählen, das Großbuchstaben, Kleinbuchstaben und Ziffern enthält und das Sie auf keiner anderen Website verwenden.",
        `Nach mehreren fehlgeschlagenen Anmeldeversuchen wird der Zugang zu Ihrem Schutz vorübergehend gesperrt. Wenn Sie vermuten, dass Ihre Zugangsdaten missbräuchlich verwendet werden, ändern Sie sofort Ihr Passwort und benachrichtigen Sie uns unter ${phoneIn(bank.phones.customerService, "de")}. ${bank.name} wird Sie niemals nach Ihrem Passwort fragen.`,
      ],
    },
    {
      title: "Artikel 6 – Haftung",
      paragraphs: [
        `${bank.name} unternimmt angemessene Anstrengungen, um die Richtigkeit der veröffentlichten Informationen und die Verfügbarkeit der Website sicherzustellen. Die dargestellten Informationen und Simulationen dienen nur der Information und stellen weder ein verbindliches Angebot noch eine persönliche Beratung dar.`,
        `Außer bei eigenem Verschulden haftet ${bank.name} nicht für Schäden, die durch eine Unterbrechung der Website, durch eine Nutzung entgegen diesen Nutzungsbedingungen oder durch die Preisgabe Ihrer Zugangsdaten entstehen. Für die Sicherheit Ihrer Geräte und für Ihre Nutzung der Website sind Sie selbst verantwortlich.`,
      ],
    },
    {
      title: "Artikel 7 – Geistiges Eigentum",
      paragraphs: [
        `Die Website und alle ihre Bestandteile (Texte, Logos, Marken, Grafiken, Software) sind Eigentum von ${bank.name} oder werden mit Genehmigung genutzt. Jede vollständige oder teilweise Vervielfältigung oder Wiedergabe ohne vorherige schriftliche Genehmigung ist untersagt und stellt eine Rechtsverletzung (contrefaçon) dar, die nach dem Code de la propriété intellectuelle (französisches Gesetzbuch über das geistige Eigentum) geahndet wird.`,
      ],
    },
    {
      title: "Artikel 8 – Widerrufsrecht",
      paragraphs: [
        "Wenn Sie ein Produkt oder eine Dienstleistung im Fernabsatz abschließen, können Sie innerhalb von 14 Kalendertagen widerrufen, ohne Angabe von Gründen und ohne Vertragsstrafe. Bei einem Kredit beginnt diese Frist mit der Unterzeichnung Ihres Kreditvertrags.",
        `Um dieses Recht auszuüben, schreiben Sie uns eine E-Mail an ${bank.email} oder einen Einschreibebrief mit Rückschein an ${bank.address}.`,
      ],
    },
    {
      title: "Artikel 9 – Personenbezogene Daten",
      paragraphs: [
        "Wie wir Ihre personenbezogenen Daten verarbeiten, wie lange wir sie aufbewahren und welche Rechte Sie haben, erfahren Sie in unserer Datenschutzerklärung.",
      ],
      links: [{ label: "Datenschutzerklärung lesen", href: "/politiquesConfidentialite" }],
    },
    {
      title: "Artikel 10 – Anwendbares Recht, Beschwerden und Schlichtung",
      paragraphs: [
        "Diese Nutzungsbedingungen sind in französischer Sprache verfasst und unterliegen französischem Recht.",
        `Bei Meinungsverschiedenheiten richten Sie Ihre Beschwerde bitte zunächst an Ihren Berater oder an unseren Kundenservice. Besteht die Meinungsverschiedenheit fort, können Sie sich innerhalb eines Jahres nach Ihrer schriftlichen Beschwerde kostenlos an den Schlichter (Médiateur) von ${bank.name}, ${bank.address}, wenden. Kommt keine gütliche Einigung zustande, entscheiden die zuständigen französischen Gerichte über den Rechtsstreit.`,
      ],
      links: [
        {
          label: "Beschwerden und Schlichtung: Seite „Hilfe“",
          href: "/avertissements",
        },
      ],
    },
    {
      title: "Artikel 11 – Änderung der Nutzungsbedingungen",
      paragraphs: [
        `${bank.name} kann diese Nutzungsbedingungen ändern. Maßgeblich ist die Fassung, die zum Zeitpunkt Ihres Besuchs auf der Website veröffentlicht ist; ihr Datum finden Sie oben auf dieser Seite.`,
      ],
    },
  ],
};

export const termsAcceptance: { title: string; text: string; cta: Cta } = {
  title: "Bedingungen akzeptieren",
  text: "Sie akzeptieren diese Allgemeinen Nutzungsbedingungen bei der Eröffnung Ihres Kontos, indem Sie im letzten Schritt das dafür vorgesehene Kästchen ankreuzen. Auf dieser Seite können Sie sie jederzeit erneut lesen.",
  cta: { label: "Akzeptieren und Konto eröffnen", to: "/signup" },
};
