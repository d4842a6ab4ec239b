import type { LegalDocument } from "~/components/ui/LegalArticle";
import { creditMentions } from "./creditMentions.de";
import { legalUpdate } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";

/** The customer service and card blocking lines, as the page's readers dial them. */
const phone = phoneIn(bank.phones.customerService, "de");
const cardBlockingPhone = phoneIn(bank.phones.cardBlocking, "de");

export const assistance: LegalDocument = {
  hero: {
    eyebrow: "Hilfe",
    title: "Hilfe und Hinweise",
    lead: "Wie Sie uns erreichen, sich vor Betrug schützen, Ihre Karte sperren lassen oder eine Beschwerde einreichen: das Wichtigste, damit Sie unsere Dienstleistungen mit einem sicheren Gefühl nutzen können.",
  },
  updated: { label: "1. November 2026", iso: legalUpdate.iso },
  sections: [
    {
      title: "Kontakt",
      paragraphs: [
        `Unsere Berater erreichen Sie unter ${phone}, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit), zum Preis eines Anrufs nach Frankreich.`,
        `Sie können uns auch an ${bank.email} schreiben: Wir antworten Ihnen innerhalb von 48 Stunden an Werktagen.`,
        "Wenn Sie bereits Kunde sind, nutzen Sie am besten das sichere Postfach in Ihrem Kundenbereich: Ihre Nachrichten bleiben dort vertraulich und werden in Ihrem Verlauf gespeichert.",
      ],
      links: [
        { label: `${phone} anrufen`, href: phoneHref(bank.phones.customerService) },
        { label: `An ${bank.email} schreiben`, href: `mailto:${bank.email}` },
        { label: "Zu Ihrem Kundenbereich", href: "/login" },
      ],
    },
    {
      title: "Schutz vor Betrug",
      paragraphs: [
        "Betrüger geben sich als Berater, als unser Sicherheitsdienst oder als offizielle Stelle aus, um an Ihre Codes zu gelangen. Diese Masche heißt Phishing und kommt per E-Mail, SMS oder Telefon.",
        `${bank.name} wird Sie niemals nach Ihrem Passwort, der PIN Ihrer Karte oder einem per SMS erhaltenen Bestätigungscode fragen, weder am Telefon noch per E-Mail oder SMS.`,
      ],
      list: [
        "Geben Sie Ihre Zugangsdaten und Codes an niemanden weiter, auch nicht an eine Person, die sich als Mitarbeiter der Bank ausgibt.",
        "Seien Sie misstrauisch bei Nachrichten, die Sie zu schnellem Handeln drängen: Klicken Sie nicht auf die darin enthaltenen Links, sondern geben Sie die Adresse unserer Website selbst ein.",
        "Bestätigen Sie niemals eine Zahlung oder das Hinzufügen eines Zahlungsempfängers, wenn Sie dies nicht selbst veranlasst haben.",
        `Legen Sie im Zweifel auf und rufen Sie uns unter ${phone} zurück. Wenn Sie Ihre Codes weitergegeben haben, ändern Sie sofort Ihr Passwort.`,
      ],
    },
    {
      title: "Ihre Karte sperren",
      paragraphs: [
        `Bei Verlust, Diebstahl oder missbräuchlicher Verwendung Ihrer Karte lassen Sie sie unverzüglich sperren: Rufen Sie dazu unseren Sperrdienst unter ${cardBlockingPhone} an, der rund um die Uhr und an 7 Tagen die Woche erreichbar ist.`,
        "Die Sperrung wirkt sofort: Ihre Karte kann nicht mehr verwendet werden, und Sie können gleich im Anschluss eine neue Karte bestellen.",
      ],
      links: [
        {
          label: `Karte telefonisch sperren: ${cardBlockingPhone}`,
          href: phoneHref(bank.phones.cardBlocking),
        },
      ],
    },
    {
      title: "Einen Umsatz beanstanden",
      paragraphs: [
        "Bei Diebstahl oder missbräuchlicher Verwendung erstatten Sie außerdem Anzeige bei der Polizei oder der Gendarmerie und bewahren Sie die Bestätigung darüber auf.",
        "Sie haben ab dem Tag der Belastung 13 Monate Zeit, um einen Umsatz zu beanstanden, den Sie nicht autorisiert haben. Nicht autorisierte Umsätze werden Ihnen zu den Bedingungen erstattet, die der Code monétaire et financier (französisches Währungs- und Finanzgesetzbuch) vorsieht.",
      ],
    },
    {
      title: "Beschwerden und Schlichtung",
      paragraphs: [
        `Wenden Sie sich mit einer Beschwerde zunächst an Ihren Berater und anschließend an unsere Beschwerdestelle, per E-Mail an ${bank.email} oder per Post an ${bank.address}.`,
        "Wir bestätigen den Eingang Ihrer Beschwerde innerhalb von 10 Werktagen und antworten Ihnen spätestens innerhalb von zwei Monaten. Betrifft sie einen Zahlungsdienst, erhalten Sie unsere Antwort innerhalb von 15 Werktagen, in Ausnahmefällen spätestens innerhalb von 35 Werktagen.",
        `Sind Sie mit der Antwort nicht zufrieden oder erhalten Sie innerhalb dieser Fristen keine Antwort, können Sie sich innerhalb eines Jahres nach Ihrer schriftlichen Beschwerde kostenlos an den Schlichter (Médiateur) von ${bank.name}, ${bank.address}, wenden. Der Schlichter gibt seine Stellungnahme innerhalb von 90 Tagen nach Eingang der vollständigen Unterlagen ab.`,
      ],
    },
    {
      title: "Hinweise zu Krediten",
      creditWarning: true,
      paragraphs: [creditMentions.simulation, creditMentions.withdrawal],
      list: [
        "Die mit unseren Krediten angebotenen Versicherungen sind optional: Sie können eine gleichwertige Versicherung bei einem Versicherer Ihrer Wahl abschließen.",
        "Der in jedem Angebot angegebene effektive Jahreszins (TAEG, taux annuel effectif global) enthält sämtliche verpflichtenden Kosten des Kredits.",
      ],
    },
    {
      title: "Hinweise zu Sparen und Geldanlage",
      paragraphs: [
        "Jede Geldanlage ist mit dem Risiko eines Kapitalverlusts verbunden. Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für die künftige Wertentwicklung. Der Wert von Anlagen in Aktien, in fondsgebundenen Anteilen (unités de compte) oder in Anteilen an SCPI (französische Immobilienfonds) kann sowohl fallen als auch steigen.",
        "Lesen Sie vor einer Anlage das Basisinformationsblatt des jeweiligen Produkts und prüfen Sie, ob die Anlage zu Ihrer Situation, Ihrem Anlagehorizont und Ihrer Risikobereitschaft passt.",
        "Die Zinssätze der regulierten Sparbücher (livrets réglementés) werden vom Staat festgelegt und können sich ändern. Ihre Einlagen sind durch den Fonds de garantie des dépôts et de résolution (französischer Einlagensicherungsfonds) bis zu 100.000 € pro Einleger abgesichert.",
      ],
    },
    {
      title: "Regulatorische Angaben",
      paragraphs: [
        `Die ${bank.legalName} mit einem Grundkapital von ${shareCapitalIn("de")} und Sitz in ${bank.address} ist im französischen Handelsregister unter ${bank.rcs} eingetragen.`,
        `Kreditinstitut, zugelassen und beaufsichtigt durch die Autorité de contrôle prudentiel et de résolution (ACPR, die französische Bankenaufsicht), 4 place de Budapest, 75009 Paris. Versicherungsvermittler, eingetragen im französischen Register der Versicherungsvermittler unter der Nummer ${bank.orias}.`,
      ],
    },
  ],
};
