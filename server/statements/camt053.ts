/**
 * The partner bank's end-of-day statement: ISO 20022 camt.053 (BankToCustomerStatement), in its
 * version 001.02, the one French banks send most (CFONB's guide to camt.053), or 001.08. A file is
 * taken whole or refused whole: an import that stopped halfway would leave staff to find which
 * credits were booked.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { electronicIban, isValidIban } from "../../domain/currentAccount/iban";

export interface StatementEntry {
  /** The bank's reference of the entry (AcctSvcrRef): with the account, what makes it unique. */
  reference: string;
  amountCents: number;
  currency: string;
  direction: "credit" | "debit";
  /** `YYYY-MM-DD`. */
  bookedOn: string;
  payerName?: string;
  /** Electronic format. */
  payerIban?: string;
  /** Every line the payer wrote (Ustrd), then every structured reference (Strd/CdtrRefInf/Ref). */
  remittance: string[];
  endToEndId?: string;
}

export interface BankStatement {
  statementId: string;
  /** Electronic format. */
  accountIban: string;
  /** Booked entries only: pending ones come back booked in a later statement. */
  entries: StatementEntry[];
}

export interface StatementFile {
  messageId: string;
  /** As the file gives it (ISO 8601). */
  createdAt: string;
  statements: BankStatement[];
}

export type StatementFileRefusal =
  "notXml" | "notCamt053" | "missingField" | "badAmount" | "badIban" | "badDate";

/** A file refused whole; `detail` says where and what, in French, for staff. */
export class StatementFileError extends Error {
  constructor(
    readonly reason: StatementFileRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** Where the two versions differ for what is read here. */
interface Layout {
  status: string;
  payerName: string;
}

const namespacePrefix = "urn:iso:std:iso:20022:tech:xsd:";
const layouts = new Map<string, Layout>([
  [`${namespacePrefix}camt.053.001.02`, { status: "Sts", payerName: "RltdPties/Dbtr/Nm" }],
  [`${namespacePrefix}camt.053.001.08`, { status: "Sts/Cd", payerName: "RltdPties/Dbtr/Pty/Nm" }],
]);

// Values stay text: a number parsed by the library would have lost an amount's exact digits.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  // Some banks write `<ns2:Document xmlns:ns2="…">`: the namespace is read from the root's
  // declarations, the elements by their local names.
  transformTagName: (name) => name.slice(name.indexOf(":") + 1),
});

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every element named `name` right below `node`: the parser gives one alone, several as a list. */
function all(node: unknown, name: string): unknown[] {
  const value = isNode(node) ? node[name] : undefined;
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The element at `path` (`Acct/Id/IBAN`), the first of each step. */
function at(node: unknown, path: string): unknown {
  return path.split("/").reduce<unknown>((current, name) => all(current, name)[0], node);
}

/** An element's text, or `undefined` when it is absent or empty. */
function textOf(element: unknown): string | undefined {
  const text = isNode(element) ? element["#text"] : element;
  return typeof text === "string" && text !== "" ? text : undefined;
}

const textAt = (node: unknown, path: string) => textOf(at(node, path));

function refuse(reason: StatementFileRefusal, where: string, what: string): never {
  throw new StatementFileError(reason, `${where} : ${what}`);
}

/** The text at `path` below `parent`, which names it for staff. */
function required(node: unknown, parent: string, path: string, where: string): string {
  return textAt(node, path) ?? refuse("missingField", where, `le champ ${parent}/${path} manque`);
}

/** A day of the calendar, `YYYY-MM-DD`. */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** An ISO 8601 date and time, as ISO 20022's ISODateTime: a real day, with or without an offset. */
function isDateTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/.exec(
    text,
  );
  return match?.[1] !== undefined && isDay(match[1]) && !Number.isNaN(Date.parse(text));
}

/**
 * An amount in cents from its decimal text, read as digits and never as a floating-point number:
 * `1234.5` is 123450, `0.10` is 10. No sign (the direction is CdtDbtInd), at most two decimals.
 */
function amountInCents(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(`${match[1]}${(match[2] ?? "").padEnd(2, "0")}`);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

function ibanAt(node: unknown, path: string, where: string): string | undefined {
  const text = textAt(node, path);
  if (text === undefined) return undefined;
  if (!isValidIban(text)) refuse("badIban", where, `${path} « ${text} » n'est pas un IBAN valide`);
  return electronicIban(text);
}

/** The root's message and its layout, or the reason the file is no camt.053 we read. */
function messageOf(xml: string): { message: unknown; layout: Layout } {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    // Where, not the library's words: they are English, and staff read French.
    const { line, col } = validation.err;
    const place = col === undefined ? `ligne ${line}` : `ligne ${line}, colonne ${col}`;
    refuse("notXml", "le fichier n'est pas un XML bien formé", `erreur à la ${place}`);
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch (error) {
    // What the validator lets through and the parser does not: entities past its limits.
    refuse(
      "notXml",
      "le fichier n'a pas pu être lu",
      `son XML dépasse ce que le lecteur accepte (${error instanceof Error ? error.name : "erreur"})`,
    );
  }
  // Each root element by its name, as often as it stands: two Documents are no message either.
  const roots = Object.keys(isNode(parsed) ? parsed : {})
    .filter((name) => !name.startsWith("?"))
    .flatMap((name) => all(parsed, name).map(() => name));
  if (roots.length !== 1 || roots[0] !== "Document") {
    const found = roots.join(", ") || "vide";
    refuse("notCamt053", "le fichier", `sa racine est ${found} au lieu d'un seul élément Document`);
  }
  const root = at(parsed, "Document");
  const namespaces = Object.entries(isNode(root) ? root : {})
    .filter(
      ([name, value]) => name.startsWith("@xmlns") && String(value).startsWith(namespacePrefix),
    )
    .map(([, value]) => String(value));
  const layout = namespaces.length === 1 ? layouts.get(namespaces[0] ?? "") : undefined;
  if (!layout) {
    const message = namespaces.map((name) => name.slice(namespacePrefix.length)).join(", ");
    refuse(
      "notCamt053",
      "le fichier",
      `c'est un message ${message || "sans espace de noms ISO 20022"}, pas un relevé camt.053.001.02 ou camt.053.001.08`,
    );
  }
  const message = at(root, "BkToCstmrStmt");
  if (!isNode(message))
    refuse("missingField", "le fichier", "le champ Document/BkToCstmrStmt manque");
  return { message, layout };
}

/** A booked entry, or `undefined` for one that is not booked yet. */
function entryOf(ntry: unknown, index: number, statementWhere: string, layout: Layout) {
  const numbered = `${statementWhere}, opération n° ${index + 1}`;
  const status = required(ntry, "Ntry", layout.status, numbered);
  if (status !== "BOOK") return undefined;

  const reference = textAt(ntry, "AcctSvcrRef");
  if (reference === undefined) {
    refuse("missingField", numbered, "le champ Ntry/AcctSvcrRef (référence de la banque) manque");
  }
  const where = `${statementWhere}, opération « ${reference} »`;

  const amount = required(ntry, "Ntry", "Amt", where);
  const amountCents = amountInCents(amount);
  if (amountCents === undefined) {
    refuse(
      "badAmount",
      where,
      `Ntry/Amt « ${amount} » n'est pas un montant (chiffres, un point, deux décimales au plus)`,
    );
  }
  const currency = textAt(at(ntry, "Amt"), "@Ccy");
  if (currency === undefined) refuse("missingField", where, "la devise de Ntry/Amt (Ccy) manque");
  if (!/^[A-Z]{3}$/.test(currency))
    refuse("badAmount", where, `la devise « ${currency} » n'est pas un code ISO 4217`);

  const indicator = required(ntry, "Ntry", "CdtDbtInd", where);
  if (indicator !== "CRDT" && indicator !== "DBIT") {
    refuse("missingField", where, `Ntry/CdtDbtInd vaut « ${indicator} » au lieu de CRDT ou DBIT`);
  }

  const day = textAt(ntry, "BookgDt/Dt");
  const dateTime = textAt(ntry, "BookgDt/DtTm");
  const booked = day ?? dateTime ?? refuse("missingField", where, "le champ Ntry/BookgDt manque");
  if (day !== undefined ? !isDay(day) : !isDateTime(booked)) {
    refuse("badDate", where, `Ntry/BookgDt « ${booked} » n'est pas une date`);
  }

  // A batch's transfers are booked as one amount under one reference: each would need its own to
  // be matched to its account's opening and never booked twice when statements overlap.
  const transactions = all(ntry, "NtryDtls").flatMap((details) => all(details, "TxDtls"));
  if (transactions.length > 1) {
    refuse(
      "missingField",
      where,
      `opération groupée de ${transactions.length} virements (NtryDtls/TxDtls) : la banque doit envoyer une opération par virement, chacune avec sa référence`,
    );
  }
  const [transaction] = transactions;
  const endToEndId = textAt(transaction, "Refs/EndToEndId");
  const payerName = textAt(transaction, layout.payerName);
  const payerIban = ibanAt(transaction, "RltdPties/DbtrAcct/Id/IBAN", where);
  const remittanceInfo = at(transaction, "RmtInf");

  const entry: StatementEntry = {
    reference,
    amountCents,
    currency,
    direction: indicator === "CRDT" ? "credit" : "debit",
    bookedOn: booked.slice(0, 10),
    remittance: [
      ...all(remittanceInfo, "Ustrd").map(textOf),
      ...all(remittanceInfo, "Strd").map((structured) => textAt(structured, "CdtrRefInf/Ref")),
    ].filter((text) => text !== undefined),
  };
  // EPC's rulebook has a payer that gives no reference write NOTPROVIDED.
  if (endToEndId !== undefined && endToEndId !== "NOTPROVIDED") entry.endToEndId = endToEndId;
  if (payerName !== undefined) entry.payerName = payerName;
  if (payerIban !== undefined) entry.payerIban = payerIban;
  return entry;
}

function statementOf(stmt: unknown, index: number, layout: Layout): BankStatement {
  const statementId = required(stmt, "Stmt", "Id", `relevé n° ${index + 1}`);
  const where = `relevé « ${statementId} »`;
  const accountIban =
    ibanAt(stmt, "Acct/Id/IBAN", where) ??
    refuse("missingField", where, "le champ Stmt/Acct/Id/IBAN manque");
  const entries = all(stmt, "Ntry")
    .map((ntry, entryIndex) => entryOf(ntry, entryIndex, where, layout))
    .filter((entry) => entry !== undefined);
  return { statementId, accountIban, entries };
}

/** The statements of a camt.053 file, or a `StatementFileError` saying why it is refused whole. */
export function parseCamt053(xml: string): StatementFile {
  // A byte order mark, which some banks' files start with, is no XML.
  const { message, layout } = messageOf(xml.replace(/^\uFEFF/, ""));
  const header = "en-tête du fichier";
  const messageId = required(message, "BkToCstmrStmt", "GrpHdr/MsgId", header);
  const createdAt = required(message, "BkToCstmrStmt", "GrpHdr/CreDtTm", header);
  if (!isDateTime(createdAt))
    refuse("badDate", header, `GrpHdr/CreDtTm « ${createdAt} » n'est pas une date et heure`);
  const statements = all(message, "Stmt").map((stmt, index) => statementOf(stmt, index, layout));
  if (statements.length === 0)
    refuse("missingField", "le fichier", "il ne contient aucun relevé (Stmt)");
  return { messageId, createdAt, statements };
}
