import { linkTokenParam } from "@domain/navigation/pageForms";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients for SMTP (what the server was told to deliver to), the `To:` header for a file. */
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
  /** The files joined to the mail, with the name and type they were sent with. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailReader {
  /** Resolves with the first mail (already received or arriving later) the predicate accepts. */
  waitForMail(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Everything received so far. */
  messages(): Promise<ReceivedMail[]>;
}

export interface SmtpMailbox extends MailReader {
  /** For `smtpTransport`. */
  url: string;
  /** Delivery attempts the server saw, refused ones included. */
  attempts(): number;
  close(): Promise<void>;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address ?? "");

const received = (parsed: ParsedMail, recipients: string[]): ReceivedMail => ({
  recipients: recipients.map((address) => address.toLowerCase()),
  subject: parsed.subject ?? "",
  text: parsed.text ?? "",
  html: typeof parsed.html === "string" ? parsed.html : "",
  headers: parsed.headers,
  attachments: parsed.attachments.map(({ filename, contentType, content }) => ({
    filename: filename ?? "",
    contentType,
    content,
  })),
});

async function poll(
  read: () => Promise<ReceivedMail[]>,
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await read();
    const found = messages.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = messages.map((mail) => `${mail.recipients.join(",")}: ${mail.subject}`);
      throw new Error(
        `No matching mail within ${timeoutMs} ms; received:\n${seen.join("\n") || "(none)"}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

/**
 * A real SMTP server on loopback, without TLS or authentication, as a bank's local relay would be.
 * `refuseFirst` deliveries get a temporary failure (451), so that the sender has to retry.
 */
export async function startSmtpMailbox({ refuseFirst = 0 } = {}): Promise<SmtpMailbox> {
  const messages: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      attempts += 1;
      const refuse = attempts <= refuseFirst;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) {
          callback(
            Object.assign(new Error("Boîte temporairement indisponible"), { responseCode: 451 }),
          );
          return;
        }
        // Accepted only once stored: when the sender has its answer, the test can see the mail.
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push(
              received(
                parsed,
                session.envelope.rcptTo.map((rcpt) => rcpt.address),
              ),
            );
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const read = async () => messages;
  return {
    url: `smtp://127.0.0.1:${port}`,
    attempts: () => attempts,
    messages: read,
    waitForMail: (predicate, timeoutMs = 5_000) => poll(read, predicate, timeoutMs),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The `.eml` files `fileTransport` writes, read the way a mail program would open them. */
export function emlFolder(directory: string): MailReader & { files(): Promise<string[]> } {
  const files = async () =>
    (await readdir(directory).catch(() => []))
      .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
      .sort()
      .map((name) => join(directory, name));
  const read = async () =>
    Promise.all(
      (await files()).map(async (file) => {
        const parsed = await simpleParser(await readFile(file));
        return received(parsed, addressesOf(parsed.to));
      }),
    );
  return {
    files,
    messages: read,
    waitForMail: (predicate, timeoutMs = 5_000) => poll(read, predicate, timeoutMs),
  };
}

/**
 * The address of the mail's link to `path` (a page or an endpoint, with its token in the fragment
 * or the query), found in the plain-text part and required in the HTML part too.
 */
export function linkIn(mail: ReceivedMail, path: string): { url: string; token: string } {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === path);
  if (!url) throw new Error(`No ${path} link in:\n${mail.text}`);
  if (!mail.html.replaceAll("&amp;", "&").includes(url))
    throw new Error(`The HTML part lacks ${url}:\n${mail.html}`);
  const { hash, searchParams } = new URL(url);
  const token = searchParams.get(linkTokenParam) ?? searchParams.get("token") ?? hash.slice(1);
  return { url, token };
}
