import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import nodemailer from "nodemailer";

/** A file joined to a mail, in the shape nodemailer takes it. */
export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: OutgoingAttachment[];
}

export interface MailTransport {
  /** Where the message went, for the log: an SMTP message id or the `.eml` file's URL. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
  readonly description: string;
}

/** Through an SMTP server (`smtp://`, `smtps://`), e.g. the bank's relay. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const host = new URL(smtpUrl).host;
  return {
    description: `SMTP (${host})`,
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server each message becomes an `.eml` file that any mail program opens, so that
 * a fresh clone can follow a password reset or a verification without any set-up.
 */
export function fileTransport(directory: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${directory}`,
    async send(mail) {
      const info = await composer.sendMail({ from, ...mail });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = join(directory, `.${name}.tmp`);
      // Written aside then renamed: whoever watches the folder never reads half a message.
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, join(directory, name));
      return pathToFileURL(join(directory, name)).href;
    },
    close: () => composer.close(),
  };
}
