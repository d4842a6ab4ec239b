import { bank } from "../../domain/bank";
import { regionalLocales, type Locale } from "../../domain/i18n/locales";
import { lettersIn, type Frame, type Letter, type Letters } from "./letters";
import { mailTranslator, type Translate } from "./translator";

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? "",
  );

/** One message, two parts: plain text for every mail program, HTML with the same words. */
function compose(
  locale: Locale,
  frame: Frame,
  { subject, greeting, lines, action, after = [] }: Letter,
): MailMessage {
  const signature = [frame.team, frame.contact];
  const text = [
    greeting,
    ...lines,
    ...(action ? [`${frame.actionLabel(action.label)}\n${action.url}`] : []),
    ...after,
    signature.join("\n"),
  ].join("\n\n");
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(frame.buttonFallback)}<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : "";
  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;letter-spacing:2px;color:#1e3a8a">${escapeHtml(bank.name.toUpperCase())}</p>
${[greeting, ...lines].map(paragraph).join("\n")}
${button}
${after.map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${signature.map(escapeHtml).join("<br>")}</p>
</div></body></html>`;
  return { subject, text, html, headers: { "Content-Language": regionalLocales[locale] } };
}

/** The page of one application, where every mail about it leads (the customer signs in there). */
export const applicationPath = (id: string) => `/demandePret?id=${encodeURIComponent(id)}`;

/** Each mail, written whole: its arguments are its letter's. */
export type Mails = {
  [Name in keyof Letters]: (...args: Parameters<Letters[Name]>) => MailMessage;
};

/**
 * The mails in `locale`: the reader's language (a customer's, a subscriber's), their words from
 * that language's mail catalog (server/mail/catalogs/<language>.po, decision record 049). Each mail
 * takes the same arguments in every language; links are made in that language by the caller
 * (`mailer.link(path, locale)`).
 */
export const mails = (locale: Locale): Mails => mailsIn(mailTranslator(locale), locale);

/** The mails drawn from the catalog `t` reads, written as for a reader in `locale`. */
export function mailsIn(t: Translate, locale: Locale): Mails {
  const { frame, letters } = lettersIn(t, locale);
  const write =
    <Args extends unknown[]>(letter: (...args: Args) => Letter) =>
    (...args: Args) =>
      compose(locale, frame, letter(...args));
  return {
    emailVerification: write(letters.emailVerification),
    passwordReset: write(letters.passwordReset),
    passwordChanged: write(letters.passwordChanged),
    twoFactorEnabled: write(letters.twoFactorEnabled),
    twoFactorDisabled: write(letters.twoFactorDisabled),
    newsletterConfirmation: write(letters.newsletterConfirmation),
    accountOpened: write(letters.accountOpened),
    accountRefused: write(letters.accountRefused),
    agreementWithdrawn: write(letters.agreementWithdrawn),
    newsletterWelcome: (unsubscribeUrl: string) => {
      const message = compose(locale, frame, letters.newsletterWelcome(unsubscribeUrl));
      // Mail programs show their own "unsubscribe" button from this header (RFC 2369).
      return {
        ...message,
        headers: { ...message.headers, "List-Unsubscribe": `<${unsubscribeUrl}>` },
      };
    },
    applicationReceived: write(letters.applicationReceived),
    documentRequested: write(letters.documentRequested),
    applicationAccepted: write(letters.applicationAccepted),
    applicationRefused: write(letters.applicationRefused),
    offerAccepted: write(letters.offerAccepted),
    openingSigned: write(letters.openingSigned),
    firstTransferReceived: write(letters.firstTransferReceived),
    withdrawalConfirmed: write(letters.withdrawalConfirmed),
  };
}
