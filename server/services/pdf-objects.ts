import { PdfLexer, type PdfToken } from "./pdf-syntax";

/**
 * Reads PDF objects as a reader does that was sent to them by a cross-reference: from a given
 * offset, whatever precedes it (decision record 020).
 */

export interface Dictionary {
  entries: Map<string, PdfValue>;
  /** A key given twice: readers differ on which value counts. */
  duplicated: boolean;
}

export type PdfValue =
  | Exclude<PdfToken, { type: "dictOpen" | "dictClose" | "arrayOpen" | "arrayClose" }>
  | ({ type: "dict" } & Dictionary)
  | { type: "array"; items: PdfValue[] };

type Frame = ({ type: "dict"; key?: string } & Dictionary) | { type: "array"; items: PdfValue[] };

/** What a read reports, and the work all reads may do together. */
export interface ObjectVisitor {
  name(name: string): void;
  /** Where a value starts outside any container, when reading to `endobj`. */
  valueStart?(position: number): void;
  /** A stream: its dictionary and where its data is in the bytes read. */
  stream(dictionary: Dictionary, start: number, end: number): void;
  work: { done: number; limit: number };
}

/** The reads went past `work.limit`: the file is made to waste time, not to be read. */
export class TooMuchWork extends Error {}

/** Containers nested deeper are skipped, not built: no reader needs that depth. */
const maxDepth = 64;

/**
 * Reads from `start`: to the object's `endobj` in a file (or to the next `obj`, for a writer that
 * forgot it), or one value and its stream in an object stream, whose objects have no `endobj`.
 * Returns where it stopped.
 */
export function readObject(
  bytes: Uint8Array,
  start: number,
  visitor: ObjectVisitor,
  extent: "toEndobj" | "oneValue",
): number {
  const lexer = new PdfLexer(bytes, start);
  const stack: Frame[] = [];
  let deeper = 0;
  let closed: Dictionary | undefined;
  let complete = false;
  try {
    for (let token = lexer.next(); token; token = lexer.next()) {
      if (visitor.work.done + lexer.position - start > visitor.work.limit) throw new TooMuchWork();
      const dictionary = closed;
      closed = undefined;
      const isStream = token.type === "word" && token.value === "stream" && dictionary;
      if (complete && !isStream) return lexer.tokenStart;
      if (stack.length === 0 && deeper === 0) visitor.valueStart?.(lexer.tokenStart);
      switch (token.type) {
        case "name":
          visitor.name(token.value);
          add(stack, token);
          break;
        case "string":
          add(stack, token);
          break;
        case "dictOpen":
        case "arrayOpen":
          if (stack.length >= maxDepth) deeper += 1;
          else stack.push(frameFor(token.type));
          break;
        case "dictClose":
        case "arrayClose": {
          const frame = stack.at(-1);
          if (deeper > 0) deeper -= 1;
          // A stray `]` or `>>` is skipped, as readers do.
          else if (frame && (frame.type === "dict") === (token.type === "dictClose")) {
            stack.pop();
            add(stack, valueOf(frame));
            if (frame.type === "dict" && stack.length === 0) closed = frame;
          }
          break;
        }
        case "word":
          if (stack.length > 0 || deeper > 0) add(stack, token);
          else if (token.value === "endobj" || token.value === "obj") return lexer.position;
          else if (isStream) {
            lexer.skipLine();
            const end = indexOfEndstream(bytes, lexer.position);
            visitor.stream(dictionary, lexer.position, end);
            lexer.position = end;
            if (extent === "oneValue") return lexer.position;
          }
      }
      if (extent === "oneValue" && stack.length === 0 && deeper === 0) complete = true;
    }
    return lexer.position;
  } finally {
    visitor.work.done += lexer.position - start;
  }
}

const frameFor = (type: "dictOpen" | "arrayOpen"): Frame =>
  type === "dictOpen"
    ? { type: "dict", entries: new Map(), duplicated: false }
    : { type: "array", items: [] };

const valueOf = (frame: Frame): PdfValue =>
  frame.type === "dict"
    ? { type: "dict", entries: frame.entries, duplicated: frame.duplicated }
    : { type: "array", items: frame.items };

/** Adds a value to the container being read: a dictionary's key, or its value, or an item. */
function add(stack: Frame[], value: PdfValue): void {
  const frame = stack.at(-1);
  if (frame?.type === "array") frame.items.push(value);
  if (frame?.type !== "dict") return;
  if (frame.key === undefined) {
    // A value without a key (a reference's `0 R`) has been read with the one before.
    if (value.type === "name") frame.key = value.value;
    return;
  }
  if (frame.entries.has(frame.key)) frame.duplicated = true;
  frame.entries.set(frame.key, value);
  frame.key = undefined;
}

/** Where a stream's data ends: a `/Length` may lie, `endstream` is what readers fall back on. */
function indexOfEndstream(bytes: Uint8Array, from: number): number {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf("endstream", from);
  return at < 0 ? bytes.length : at;
}

export const nameOf = (value: PdfValue | undefined) =>
  value?.type === "name" ? value.value : undefined;

/** A non-negative integer written as such (not a reference to one); `undefined` otherwise. */
export const integerOf = (value: PdfValue | PdfToken | undefined) =>
  value?.type === "word" && /^\+?\d+$/.test(value.value) ? Number(value.value) : undefined;
