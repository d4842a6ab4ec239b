import type { LegalDocument } from "~/components/ui/LegalArticle";
import { dataProtectionOfficer, legalUpdate } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { RetentionPeriod } from "./politiquesConfidentialite";

export type { RetentionPeriod };

/** How long each kind of data is kept before it is deleted or anonymised. */
export const retentionPeriods: RetentionPeriod[] = [
  {
    id: "prospects",
    data: "Daten von Interessenten (Kontaktanfragen, Termine, Newsletter)",
    period: "3 Jahre",
    startsFrom: "ab dem letzten Kontakt",
  },
  {
    id: "clients",
    data: "Kundendaten",
    period: "5 Jahre",
    startsFrom: "nach Ende der Geschäftsbeziehung",
  },
  {
    id: "connectionLogs",
    data: "Verbindungsdaten",
    period: "13 Monate",
    startsFrom: "ab ihrer Erfassung",
  },
  {
    id: "creditApplications",
    data: "Nicht bewilligte oder abgebrochene Kreditanträge mit den zugehörigen Nachweisen",
    period: "6 Monate",
    startsFrom: "ab der Ablehnung, dem Widerruf oder der letzten Aktivität im Antrag",
  },
  {
    id: "signedLoans",
    data: "Unterzeichnete Kredite mit dem zugehörigen Antrag und den Nachweisen",
    period: "die gesamte Vertragslaufzeit, danach 5 Jahre",
    startsFrom: "ab Vertragsende",
  },
  {
    id: "supportingDocuments",
    data: "Sonstige Nachweise",
    period: "5 Jahre",
    startsFrom: "nach Ende der Geschäftsbeziehung bzw. des betreffenden Vorgangs",
  },
];

export const privacyPolicy: LegalDocument = {
  hero: {
    eyebrow: "Personenbezogene Daten",
    title: "Datenschutzerklärung",
    lead: `Wie ${bank.name} Ihre personenbezogenen Daten erhebt, verwendet und schützt, wie lange wir sie aufbewahren und wie Sie Ihre Rechte ausüben.`,
  },
  updated: { label: "1. November 2026", iso: legalUpdate.iso },
  sections: [
    {
      title: "Verantwortlicher",
      paragraphs: [
        `Verantwortlich für die in dieser Datenschutzerklärung beschriebenen Verarbeitungen ist die ${bank.legalName} mit einem Grundkapital von ${shareCapitalIn("de")} und Sitz in ${bank.address}, eingetragen im französischen Handelsregister unter ${bank.rcs}. Sie wendet die Datenschutz-Grundverordnung (DSGVO) und das französische Datenschutzgesetz (loi Informatique et Libertés) an.`,
        `Unseren Datenschutzbeauftragten erreichen Sie per E-Mail unter ${dataProtectionOfficer.email} oder per Post: Datenschutzbeauftragter, ${bank.name}, ${bank.address}.`,
      ],
      links: [
        {
          label: `An den Datenschutzbeauftragten schreiben: ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Welche Daten wir erheben",
      paragraphs: [
        "Wir erheben nur die Daten, die für unsere Dienstleistungen erforderlich sind. Pflichtfelder in unseren Formularen sind gekennzeichnet: Ohne diese Angaben können wir Ihre Anfrage nicht bearbeiten.",
      ],
      list: [
        "Identität und Kontaktdaten: Name, Vorname, Geburtsdatum, Geschlecht, E-Mail-Adresse, Telefonnummer, Wohnsitzland.",
        "Bank- und Finanzdaten: Kontowährung und Kontoumsätze, Einnahmen und Ausgaben, die Sie bei einem Kreditantrag angeben.",
        "Nachweise: Ausweisdokument, Wohnsitznachweis, Gehaltsabrechnungen, Steuerbescheide.",
        "Verbindungsdaten: IP-Adresse, Datum und Uhrzeit der Verbindungen, Sicherheitsprotokolle.",
      ],
    },
    {
      title: "Zwecke und Rechtsgrundlagen",
      paragraphs: [
        "Jede Verarbeitung beruht auf einer der in der DSGVO vorgesehenen Rechtsgrundlagen:",
      ],
      list: [
        "Eröffnung und Führung Ihres Kontos, Gewährung und Verwaltung Ihrer Kredite: die Erfüllung des Vertrags oder vorvertraglicher Maßnahmen, die auf Ihre Anfrage hin erfolgen.",
        "Überprüfung Ihrer Identität, Bekämpfung von Geldwäsche und Terrorismusfinanzierung, steuerliche Pflichten: die Erfüllung unserer rechtlichen Verpflichtungen.",
        "Sicherheit der Website, Betrugsprävention, Beantwortung Ihrer Kontaktanfragen: unser berechtigtes Interesse, unsere Kunden zu schützen und Interessenten zu antworten.",
        "Versand des Newsletters und von Werbeangeboten per E-Mail: Ihre Einwilligung, die Sie jederzeit widerrufen können.",
      ],
    },
    {
      title: "Empfänger der Daten",
      paragraphs: [
        `Ihre Daten sind ausschließlich für die Mitarbeitenden von ${bank.name} bestimmt, die im Rahmen ihrer Aufgaben zu ihrer Verarbeitung befugt sind. Darüber hinaus können sie übermittelt werden:`,
      ],
      list: [
        "an unsere technischen Dienstleister (Hosting, E-Mail-Versand), die vertraglich gebunden und zur Vertraulichkeit verpflichtet sind;",
        "an unsere Partner-Versicherer, wenn Sie eine optionale Versicherung abschließen;",
        "an Verwaltungs- und Justizbehörden in den gesetzlich vorgesehenen Fällen.",
      ],
    },
    {
      title: "Speicherdauer",
      paragraphs: [
        "Wir bewahren Ihre Daten so lange auf, wie es für den jeweiligen Zweck erforderlich ist, und löschen oder anonymisieren sie anschließend. Wir verkaufen oder vermieten Ihre Daten niemals.",
      ],
      list: retentionPeriods.map((item) => `${item.data}: ${item.period} ${item.startsFrom}.`),
    },
    {
      title: "Ihre Rechte",
      paragraphs: ["Sie haben jederzeit die folgenden Rechte in Bezug auf Ihre Daten:"],
      list: [
        "Recht auf Auskunft über Ihre Daten und auf eine Kopie davon;",
        "Recht auf Berichtigung unrichtiger oder unvollständiger Daten;",
        "Recht auf Löschung, sofern wir nicht gesetzlich zur Aufbewahrung verpflichtet sind;",
        "Recht auf Einschränkung der Verarbeitung;",
        "Recht auf Übertragbarkeit der Daten, die Sie uns bereitgestellt haben;",
        "Recht auf Widerspruch, insbesondere gegen Direktwerbung, ohne Angabe von Gründen;",
        "Recht, Anweisungen für den Umgang mit Ihren Daten nach Ihrem Tod festzulegen.",
      ],
    },
    {
      title: "So üben Sie Ihre Rechte aus",
      paragraphs: [
        `Schreiben Sie an unseren Datenschutzbeauftragten unter ${dataProtectionOfficer.email} oder per Post an die Anschrift unseres Hauptsitzes und geben Sie dabei den Gegenstand Ihres Anliegens an. Bestehen berechtigte Zweifel an Ihrer Identität, können wir einen Nachweis von Ihnen anfordern.`,
        "Wir antworten Ihnen innerhalb eines Monats. Bei komplexen Anfragen kann diese Frist um zwei Monate verlängert werden; in diesem Fall informieren wir Sie darüber.",
      ],
      links: [
        {
          label: `Ihre Rechte per E-Mail ausüben: ${dataProtectionOfficer.email}`,
          href: `mailto:${dataProtectionOfficer.email}`,
        },
      ],
    },
    {
      title: "Beschwerde bei der CNIL",
      paragraphs: [
        "Wenn Sie nach Ihrer Kontaktaufnahme mit uns der Ansicht sind, dass Ihre Rechte nicht gewahrt werden, können Sie bei der Commission nationale de l'informatique et des libertés (CNIL), der französischen Datenschutzaufsichtsbehörde, Beschwerde einlegen: per Post an 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, oder online.",
      ],
      links: [
        {
          label: "Online-Beschwerde bei der CNIL einreichen",
          href: "https://www.cnil.fr/fr/plaintes",
        },
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Unsere Website verwendet nur ein einziges Cookie: das unbedingt erforderliche Sitzungscookie, das Sie in Ihrem Kundenbereich angemeldet hält. Es wird erst gesetzt, wenn Sie sich anmelden, und läuft am Ende Ihrer Sitzung ab: nach 30 Minuten ohne Aktivität und spätestens 12 Stunden nach der Anmeldung. Wenn Sie „Angemeldet bleiben“ ankreuzen, bleibt es innerhalb derselben Grenzen auch nach dem Schließen Ihres Browsers gültig, und Ihre E-Mail-Adresse wird in Ihrem Browser gespeichert, damit sie bei der Anmeldung bereits eingetragen ist.",
        "Da dieses Cookie für den von Ihnen gewünschten Dienst unerlässlich ist, ist dafür keine Einwilligung erforderlich. Wir verwenden keine Werbe-Cookies, keine Tracker zur Reichweitenmessung und keine Buttons zum Teilen in sozialen Netzwerken.",
      ],
    },
    {
      title: "Datensicherheit",
      paragraphs: [
        "Wir schützen Ihre Daten durch geeignete technische und organisatorische Maßnahmen: verschlüsselte Verbindung, Passwörter, die nur als Hashwert gespeichert werden und von niemandem gelesen werden können, Begrenzung der Anmeldeversuche, Zugriff ausschließlich für befugte Mitarbeitende und Protokollierung der Zugriffe.",
      ],
    },
    {
      title: "Übermittlungen außerhalb der Europäischen Union",
      paragraphs: [
        "Ihre Daten werden innerhalb der Europäischen Union gespeichert und verarbeitet. Eine Übermittlung in Länder außerhalb der Europäischen Union findet nicht statt.",
      ],
    },
    {
      title: "Änderungen dieser Datenschutzerklärung",
      paragraphs: [
        "Wir können diese Datenschutzerklärung anpassen; das Datum der letzten Aktualisierung finden Sie oben auf dieser Seite. Bei wesentlichen Änderungen informieren wir Sie per E-Mail oder in Ihrem Kundenbereich.",
      ],
    },
  ],
};
