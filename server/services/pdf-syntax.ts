/**
 * Just enough of the PDF syntax (ISO 32000-1, 7.2 and 7.3) to tell a name from the same letters in
 * a string or a comment, and to read a stream's dictionary: the active-content check needs no more
 * (decision record 020).
 */

export type PdfToken =
  | { type: "name"; value: string }
  /** A number or a keyword: `12`, `obj`, `R`, `stream`, `null`. */
  | { type: "word"; value: string }
  /** A literal or hexadecimal string, whose content says nothing the check needs. */
  | { type: "string" }
  | { type: "dictOpen" | "dictClose" | "arrayOpen" | "arrayClose" };

const regular = 0;
const whitespace = 1;
const delimiter = 2;

/** Each byte's class: a lookup, as a 10 Mo file is read byte by byte. */
const classes = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) classes[byte] = whitespace;
for (const character of "()<>[]{}/%") classes[character.charCodeAt(0)] = delimiter;

/** Whether a byte ends a name or a keyword; past the end counts as such. */
export const endsToken = (byte: number | undefined) =>
  byte === undefined || classes[byte] !== regular;

const code = (character: string) => character.charCodeAt(0);
const percent = code("%");
const slash = code("/");
const hash = code("#");
const backslash = code("\\");
const [openParen, closeParen, lessThan, greaterThan] = [code("("), code(")"), code("<"), code(">")];
const [openBracket, closeBracket] = [code("["), code("]")];
const [lineFeed, carriageReturn] = [0x0a, 0x0d];

const hexDigit = /^[0-9a-f]{2}$/i;

/**
 * Past this length a name or a keyword is read as `""`: a name has at most 127 bytes (Annex C), so
 * no spelling of the ones the check looks for is longer, and a keyword is at most 9 letters.
 */
const maxTokenBytes = 127;

/**
 * The name whose `/` is at `start`, with its `#xx` escapes decoded (`/J#61vaScript` is
 * `JavaScript` to every reader), and where it ends.
 */
export function readName(bytes: Uint8Array, start: number): { value: string; end: number } {
  let end = start + 1;
  while (!endsToken(bytes[end])) end += 1;
  let value = "";
  if (end - start > maxTokenBytes + 1) return { value, end };
  for (let at = start + 1; at < end; at += 1) {
    const escaped = String.fromCharCode(bytes[at + 1] ?? 0, bytes[at + 2] ?? 0);
    if (bytes[at] === hash && at + 2 < end && hexDigit.test(escaped)) {
      value += String.fromCharCode(parseInt(escaped, 16));
      at += 2;
    } else {
      value += String.fromCharCode(bytes[at] ?? 0);
    }
  }
  return { value, end };
}

/** Reads tokens from `position` on; `position` may be moved, past a stream's data. */
export class PdfLexer {
  constructor(
    private readonly bytes: Uint8Array,
    public position: number,
  ) {}

  /** Where the token `next` last read starts. */
  tokenStart = 0;

  next(): PdfToken | undefined {
    const { bytes } = this;
    this.skipBlanks();
    const start = this.position;
    this.tokenStart = start;
    const byte = bytes[start];
    if (byte === undefined) return undefined;
    this.position = start + 1;
    switch (byte) {
      case slash: {
        const { value, end } = readName(bytes, start);
        this.position = end;
        return { type: "name", value };
      }
      case openParen:
        this.skipLiteralString();
        return { type: "string" };
      case lessThan:
        if (bytes[start + 1] === lessThan) {
          this.position = start + 2;
          return { type: "dictOpen" };
        }
        this.position = this.indexOf(greaterThan, start) + 1;
        return { type: "string" };
      case greaterThan:
        if (bytes[start + 1] !== greaterThan) return { type: "word", value: ">" };
        this.position = start + 2;
        return { type: "dictClose" };
      case openBracket:
        return { type: "arrayOpen" };
      case closeBracket:
        return { type: "arrayClose" };
    }
    if (classes[byte] === delimiter) return { type: "word", value: String.fromCharCode(byte) };
    while (!endsToken(bytes[this.position])) this.position += 1;
    let value = "";
    if (this.position - start <= maxTokenBytes) {
      for (let at = start; at < this.position; at += 1)
        value += String.fromCharCode(bytes[at] ?? 0);
    }
    return { type: "word", value };
  }

  /** Past the end of the line the lexer is on: where a stream's data starts (7.3.8.1). */
  skipLine(): void {
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position];
      this.position += 1;
      if (byte === lineFeed) return;
      if (byte === carriageReturn) {
        if (bytes[this.position] === lineFeed) this.position += 1;
        return;
      }
    }
  }

  private skipBlanks(): void {
    const { bytes } = this;
    for (let byte = bytes[this.position]; byte !== undefined; byte = bytes[this.position]) {
      if (byte === percent) {
        while (this.position < bytes.length && !isEndOfLine(bytes[this.position])) {
          this.position += 1;
        }
      } else if (classes[byte] === whitespace) {
        this.position += 1;
      } else {
        return;
      }
    }
  }

  /** Balanced parentheses may appear unescaped in a string (7.3.4.2). */
  private skipLiteralString(): void {
    const { bytes } = this;
    let depth = 1;
    while (depth > 0 && this.position < bytes.length) {
      const byte = bytes[this.position];
      this.position += byte === backslash ? 2 : 1;
      if (byte === openParen) depth += 1;
      if (byte === closeParen) depth -= 1;
    }
  }

  /** Where `byte` is next found from `from`, or the end of the bytes. */
  private indexOf(byte: number, from: number): number {
    const at = this.bytes.indexOf(byte, from);
    return at < 0 ? this.bytes.length : at;
  }
}

const isEndOfLine = (byte: number | undefined) => byte === lineFeed || byte === carriageReturn;
