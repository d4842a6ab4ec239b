import { bank } from "../../../domain/bank";
import { phoneIn } from "../../../domain/phone";
import type { Outcome } from "../../../domain/credit/solvencyAssessment";
import { formatLongDate } from "../../../domain/dates";
import type * as french from "./fr";
import type { RequestedDocument } from "./fr";

/** The customer service line, as the reader dials it from abroad. */
const phone = phoneIn(bank.phones.customerService, "de");

const hello = (firstName: string | null) => (firstName ? `Guten Tag ${firstName},` : "Guten Tag,");

const notYou = `Wenn Sie diesen Vorgang nicht selbst ausgelöst haben, rufen Sie bitte umgehend unseren Kundenservice unter ${phone} an.`;

const dateTime = (date: Date) =>
  `${new Intl.DateTimeFormat("de-DE", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(date)} (Pariser Zeit)`;

const seeApplication = (url: string) => ({ label: "Meinen Antrag ansehen", url });

const outcomes: Record<Outcome, string> = {
  favorable: "positiv",
  a_etudier: "zu prüfen",
  defavorable: "negativ",
};

const documentNames = ({ product, code }: RequestedDocument): string =>
  ({
    identity: "einen gültigen Ausweis",
    proofOfAddress: "einen Wohnsitznachweis, nicht älter als 3 Monate",
    payslips: "Ihre letzten 3 Gehaltsabrechnungen",
    quoteOrInvoice:
      product === "pretTravaux"
        ? "die detaillierten Kostenvoranschläge für die Arbeiten"
        : "die Rechnung oder das Angebot für das Fahrzeug",
    taxNotice: "Ihren letzten Steuerbescheid",
  })[code];

export const frame: typeof french.frame = {
  team: `Ihr Team von ${bank.name}`,
  contact: `${bank.legalName}, ${bank.address}, Frankreich. Kundenservice: ${phone}, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit).`,
  buttonFallback:
    "Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
  colon: ":",
};

export const letters: typeof french.letters = {
  emailVerification: (firstName, url) => ({
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    greeting: hello(firstName),
    lines: [
      "Willkommen bei Aurore Banque. Um zu bestätigen, dass diese Adresse Ihnen gehört, öffnen Sie bitte den folgenden Link. Er ist 48 Stunden gültig.",
    ],
    action: { label: "Meine E-Mail-Adresse bestätigen", url },
    after: ["Wenn Sie kein Konto bei Aurore Banque eröffnet haben, ignorieren Sie diese E-Mail."],
  }),

  passwordReset: (firstName, url) => ({
    subject: "Zurücksetzen Ihres Passworts",
    greeting: hello(firstName),
    lines: [
      "Sie haben angefordert, ein neues Passwort für Ihren Kundenbereich zu wählen. Dieser Link ist 30 Minuten gültig und kann nur einmal verwendet werden.",
    ],
    action: { label: "Neues Passwort wählen", url },
    after: [
      "Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr aktuelles Passwort bleibt gültig.",
    ],
  }),

  passwordChanged: (firstName, at, forgotUrl) => ({
    subject: "Ihr Passwort wurde geändert",
    greeting: hello(firstName),
    lines: [
      `Das Passwort Ihres Kundenbereichs wurde am ${dateTime(at)} geändert. Zu Ihrer Sicherheit wurden alle Ihre offenen Sitzungen beendet.`,
      notYou,
    ],
    action: { label: "Mein Passwort zurücksetzen", url: forgotUrl },
  }),

  twoFactorEnabled: (firstName, at) => ({
    subject: "Bestätigung in zwei Schritten aktiviert",
    greeting: hello(firstName),
    lines: [
      `Die Bestätigung in zwei Schritten wurde am ${dateTime(at)} für Ihren Kundenbereich aktiviert. Bei jeder Anmeldung werden Sie nun nach einem Code aus Ihrer Authentifizierungs-App gefragt.`,
      notYou,
    ],
  }),

  twoFactorDisabled: (firstName, at) => ({
    subject: "Bestätigung in zwei Schritten deaktiviert",
    greeting: hello(firstName),
    lines: [
      `Die Bestätigung in zwei Schritten wurde am ${dateTime(at)} für Ihren Kundenbereich deaktiviert. Für die Anmeldung genügt nun Ihr Passwort.`,
      notYou,
    ],
  }),

  newsletterConfirmation: (url) => ({
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    greeting: "Guten Tag,",
    lines: [
      "Sie möchten den Newsletter von Aurore Banque erhalten. Um zu bestätigen, dass diese Adresse Ihnen gehört, öffnen Sie bitte den folgenden Link. Er ist 48 Stunden gültig und kann nur einmal verwendet werden.",
    ],
    action: { label: "Meine Anmeldung bestätigen", url },
    after: [
      "Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Sie werden nicht angemeldet.",
    ],
  }),

  newsletterWelcome: (unsubscribeUrl) => ({
    subject: "Willkommen beim Newsletter von Aurore Banque",
    greeting: "Guten Tag,",
    lines: [
      "Ihre Anmeldung zum Newsletter von Aurore Banque ist bestätigt: Sie erhalten jeden Monat unsere Tipps und neuen Angebote.",
      "Sie können sich jederzeit mit einem Klick über den Link in jeder unserer E-Mails abmelden.",
    ],
    action: { label: "Abmelden", url: unsubscribeUrl },
  }),

  applicationReceived: (firstName, outcome, url) => ({
    subject: "Wir haben Ihren Kreditantrag erhalten",
    greeting: hello(firstName),
    lines: [
      "Wir haben die Angaben zu Ihrem Kreditantrag erhalten.",
      `Unsere Grundsatzentscheidung lautet: ${outcomes[outcome]}. Sie ist unverbindlich: Sie stellt kein Kreditangebot dar und steht unter dem Vorbehalt der vollständigen Prüfung Ihrer Unterlagen.`,
      outcome === "defavorable"
        ? "So wie er gestellt ist, kann Ihr Antrag keine positive Grundsatzentscheidung erhalten. Ihr Online-Antrag zeigt Ihnen, sofern vorhanden, einen Betrag oder eine Laufzeit, die eine erhalten könnten."
        : "Nächster Schritt: Senden Sie uns Ihre Nachweise über Ihren Antrag, damit wir ihn prüfen können.",
    ],
    action: seeApplication(url),
  }),

  documentRequested: (firstName, document, note, url) => ({
    subject: "Für Ihren Kreditantrag wird ein Nachweis benötigt",
    greeting: hello(firstName),
    lines: [
      `Um die Prüfung Ihres Kreditantrags fortzusetzen, benötigt Ihr Berater ${documentNames(document)}.`,
      `Seine Nachricht (auf Französisch): „${note}“`,
      "Fügen Sie den Nachweis in Ihrem Antrag hinzu und senden Sie den Antrag erneut.",
    ],
    action: seeApplication(url),
  }),

  applicationAccepted: (firstName, offerValidUntil, url, contractAttached) => ({
    subject: "Ihr Kreditantrag wurde beantwortet",
    greeting: hello(firstName),
    lines: [
      "Nach Prüfung Ihrer Unterlagen freuen wir uns, Ihren Kreditantrag anzunehmen.",
      `Ihr Kreditangebot erwartet Sie in Ihrem Antrag. Es ist bis einschließlich ${formatLongDate(offerValidUntil, "de")} gültig: Lesen Sie es und nehmen Sie es vor diesem Datum online an, wenn es Ihnen zusagt.`,
      contractAttached
        ? "Das Kreditvertragsangebot mit Tilgungsplan und Widerrufsformular ist dieser Nachricht als PDF (auf Französisch) beigefügt; Sie können es auch in Ihrem Antrag und unter „Meine Dokumente“ in Ihrem Kundenbereich herunterladen. Speichern Sie es: Es ist das Dokument, das Sie unterschreiben werden."
        : "Dort können Sie das Kreditvertragsangebot mit Tilgungsplan und Widerrufsformular als PDF (auf Französisch) herunterladen: Speichern Sie es, es ist das Dokument, das Sie unterschreiben werden. Es ist dieser Nachricht nicht beigefügt, weil Ihre E-Mail-Adresse noch nicht bestätigt ist.",
    ],
    action: { label: "Mein Angebot ansehen", url },
  }),

  applicationRefused: (firstName, reason, url) => ({
    subject: "Ihr Kreditantrag wurde beantwortet",
    greeting: hello(firstName),
    lines: [
      "Nach Prüfung Ihrer Unterlagen können wir Ihrem Kreditantrag leider nicht stattgeben.",
      `Begründung (auf Französisch): ${reason}`,
      `Wenn Sie mit einem Berater darüber sprechen möchten, rufen Sie unseren Kundenservice unter ${phone} an, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit).`,
    ],
    action: seeApplication(url),
  }),

  offerAccepted: (firstName, at, dates, url) => ({
    subject: "Sie haben Ihr Kreditangebot angenommen",
    greeting: hello(firstName),
    lines: [
      `Sie haben Ihr Kreditangebot am ${dateTime(at)} angenommen.`,
      `Sie können bis einschließlich ${formatLongDate(dates.withdrawalEndsOn, "de")} ohne Angabe von Gründen widerrufen, in Ihrem Antrag über die Schaltfläche „Widerrufen“.`,
      `Die Auszahlung kann frühestens am ${formatLongDate(dates.fundsReleaseOn, "de")} erfolgen.`,
      notYou,
    ],
    action: seeApplication(url),
  }),

  withdrawalConfirmed: (firstName, at, url) => ({
    subject: "Ihr Widerruf ist eingegangen",
    greeting: hello(firstName),
    lines: [
      `Ihr Widerruf wurde am ${dateTime(at)} erfasst: Ihr Kreditvertrag endet, ohne Kosten für Sie.`,
      "Falls Ihnen der Betrag bereits ausgezahlt wurde, zahlen Sie das Kapital und die seit der Auszahlung angefallenen Zinsen spätestens 30 Tage nach Ihrem Widerruf zurück.",
      notYou,
    ],
    action: seeApplication(url),
  }),
};
