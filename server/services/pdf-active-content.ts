import { constants, inflate } from "node:zlib";
import { activeContentKinds, type ActiveContentKind } from "../../domain/documentFiles";
import {
  integerOf,
  nameOf,
  readObject,
  TooMuchWork,
  type Dictionary,
  type ObjectVisitor,
  type PdfValue,
} from "./pdf-objects";
import { endsToken, PdfLexer, readName } from "./pdf-syntax";

/**
 * Whether a PDF runs or opens something when it is read: scripts, launch actions, attached files,
 * interactive media, XFA forms. Looks for the names that declare them where a reader finds them:
 * in every object, wherever a cross-reference may point, and in every object stream. Why by hand,
 * and what it does not see: decision record 020.
 */
export type PdfContentCheck =
  | { verdict: "clean" }
  | { verdict: "active"; kinds: ActiveContentKind[] }
  /** Compressed objects the check cannot read: its answer would be a guess. */
  | { verdict: "encrypted" | "unreadable" };

/** The names that declare active content, by kind (ISO 32000-1 12.6.4, 7.11.4, 12.5.6.15). */
const kindOfName = new Map<string, ActiveContentKind>([
  ["JS", "javaScript"],
  ["JavaScript", "javaScript"],
  // A 3D annotation's script (13.6.3).
  ["OnInstantiate", "javaScript"],
  ["Launch", "launch"],
  ["EmbeddedFile", "embeddedFile"],
  ["EmbeddedFiles", "embeddedFile"],
  ["FileAttachment", "embeddedFile"],
  ["RichMedia", "richMedia"],
  ["XFA", "xfa"],
]);

/**
 * Object streams hold a few kilobytes of dictionaries each: 32 Mo inflated for them all is far
 * beyond any document's, and stops a zip bomb (kilobytes that inflate to gigabytes).
 */
const maxInflatedBytes = 32 * 1024 * 1024;

/**
 * Objects are read from every `obj`, even one inside a string or a stream's data, so reads may
 * overlap: past four times the bytes to read, and 1 Mo, only a file made to waste time.
 */
const workPerByte = 4;

interface Stream {
  dictionary: Dictionary;
  data: Uint8Array;
}

export async function checkPdfContent(bytes: Uint8Array): Promise<PdfContentCheck> {
  const kinds = new Set<ActiveContentKind>();
  let encrypted = false;
  const streams: Stream[] = [];
  const seen = new Map<Uint8Array, Set<number>>();
  const work = { done: 0, limit: workPerByte * bytes.length + 1024 * 1024 };
  const visitorOf = (source: Uint8Array): ObjectVisitor => ({
    name(name) {
      const kind = kindOfName.get(name);
      if (kind) kinds.add(kind);
      if (name === "Encrypt") encrypted = true;
    },
    stream(dictionary, start, end) {
      const starts = seen.get(source) ?? new Set();
      seen.set(source, starts);
      if (!mayHoldObjects(dictionary) || starts.has(start)) return;
      starts.add(start);
      streams.push({ dictionary, data: source.subarray(start, end) });
    },
    work,
  });
  let readable = true;
  let inflated = 0;
  try {
    const visitor = visitorOf(bytes);
    for (const start of objectStarts(bytes)) {
      readObject(bytes, start, visitor, "toEndobj");
      await pause();
    }
    // An object stream may hold a stream, which pdf.js reads: hence a queue.
    for (const { dictionary, data } of streams) {
      const content = await objectStreamContent(dictionary, data, maxInflatedBytes - inflated);
      if (content === undefined) {
        // Only MuPDF reads a stream with /N alone as an object stream; an ICC profile has /N too.
        if (mustBeRead(dictionary)) readable = false;
        continue;
      }
      inflated += content.length;
      work.limit += workPerByte * content.length;
      if (mustBeRead(dictionary) || looksLikeObjectStream(content)) {
        await readObjectStream(content, dictionary, visitorOf(content));
      }
    }
  } catch (error) {
    if (!(error instanceof TooMuchWork)) throw error;
    // Made to waste time, whatever else it is.
    readable = false;
    encrypted = false;
  }
  if (kinds.size > 0) {
    return { verdict: "active", kinds: activeContentKinds.filter((kind) => kinds.has(kind)) };
  }
  if (!readable) return { verdict: encrypted ? "encrypted" : "unreadable" };
  return { verdict: "clean" };
}

/**
 * Where objects may start: after every `obj` keyword and every `trailer`, wherever they are. A
 * reader goes where the cross-reference says, which may be inside what reads, from the start of
 * the file, as a string or a stream's data: an object hidden there is read all the same.
 */
function* objectStarts(bytes: Uint8Array): Generator<number> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (const keyword of ["obj", "trailer"]) {
    for (let at = buffer.indexOf(keyword); at >= 0; at = buffer.indexOf(keyword, at + 1)) {
      const end = at + keyword.length;
      const isEndobj = keyword === "obj" && buffer.toString("latin1", at - 3, at) === "end";
      if (endsToken(buffer[end]) && !isEndobj) yield end;
    }
  }
}

/**
 * Reads each object of an object stream where its header puts it (7.5.7): from `/First` plus
 * its offset, or from the offset alone for MuPDF, which takes a missing `/First` for 0; and one
 * after the other from the header's end, as older pdf.js did, and from `/First`.
 */
async function readObjectStream(
  content: Uint8Array,
  { entries }: Dictionary,
  visitor: ObjectVisitor,
): Promise<void> {
  const first = entries.has("First") ? integerOf(entries.get("First")) : 0;
  if (first === undefined) {
    // `/First` by reference: where the objects are is unknown, so every name counts.
    const slash = 0x2f;
    for (let at = content.indexOf(slash); at >= 0; at = content.indexOf(slash, at + 1)) {
      visitor.name(readName(content, at).value);
    }
    return;
  }
  const header = new PdfLexer(content, 0);
  const offsets: number[] = [];
  for (;;) {
    const number = integerOf(header.next());
    const offset = integerOf(header.next());
    if (number === undefined || offset === undefined) break;
    offsets.push(first + offset);
  }
  // In a file a writer made, every view agrees: each object is read once.
  const read = new Set<number>();
  const linear = { ...visitor, valueStart: (position: number) => read.add(position) };
  for (const from of [header.tokenStart, first]) {
    for (let at = from, end = 0; at < content.length && !read.has(at); at = end) {
      end = readObject(content, at, linear, "oneValue");
      if (end <= at) break;
      await pause();
    }
  }
  for (const start of offsets) {
    if (!read.has(start)) readObject(content, start, visitor, "oneValue");
    await pause();
  }
}

let lastPause = 0;

/**
 * Lets the server answer other requests every 20 ms of reading: a crafted file may take seconds,
 * an ordinary one milliseconds.
 */
async function pause(): Promise<void> {
  if (performance.now() - lastPause < 20) return;
  await new Promise((resolve) => setImmediate(resolve));
  lastPause = performance.now();
}

/** A reader finds an object stream's objects by its header: pairs of integers, first of all. */
function looksLikeObjectStream(content: Uint8Array): boolean {
  const lexer = new PdfLexer(content, 0);
  return integerOf(lexer.next()) !== undefined && integerOf(lexer.next()) !== undefined;
}

/** An object stream to every reader: pdf.js needs its `/First`, PDFium its type and `/First`. */
const mustBeRead = ({ entries }: Dictionary) =>
  nameOf(entries.get("Type")) === "ObjStm" || entries.has("First");

/** MuPDF reads a stream as an object stream with `/N` alone. */
const mayHoldObjects = (dictionary: Dictionary) =>
  mustBeRead(dictionary) || dictionary.entries.has("N");

/**
 * The stream's data decoded, when its filters are FlateDecode only (what PDF writers compress
 * object streams with) and it inflates to at most `budget` bytes; `undefined` otherwise.
 */
async function objectStreamContent(
  dictionary: Dictionary,
  data: Uint8Array,
  budget: number,
): Promise<Uint8Array | undefined> {
  const passes = flatePasses(dictionary);
  let content: Uint8Array | undefined = data;
  for (let pass = 0; passes !== undefined && pass < passes && content; pass += 1) {
    content = await inflated(content, budget);
  }
  return passes === undefined ? undefined : content;
}

/** How many times the data was deflated; `undefined` for a filter or parameter not decoded here. */
function flatePasses({ entries, duplicated }: Dictionary): number | undefined {
  // pdf.js also takes the inline images' abbreviations `/F` and `/DP` on a stream.
  const filter = entries.get("Filter") ?? entries.get("F");
  const parameters = entries.get("DecodeParms") ?? entries.get("DP");
  if (duplicated || (entries.has("Filter") && entries.has("F"))) return undefined;
  if (parameters && !listOf(parameters).every(withoutPredictor)) return undefined;
  const filters = filter === undefined ? [] : listOf(filter);
  const isFlate = (value: PdfValue) => ["FlateDecode", "Fl"].includes(nameOf(value) ?? "");
  return filters.every(isFlate) ? filters.length : undefined;
}

const listOf = (value: PdfValue) => (value.type === "array" ? value.items : [value]);

/** A predictor rearranges the inflated bytes (7.4.4.4): names would not read in them as stored. */
function withoutPredictor(value: PdfValue): boolean {
  if (value.type === "word") return value.value === "null";
  if (value.type !== "dict") return false;
  const predictor = value.entries.get("Predictor");
  return predictor === undefined || integerOf(predictor) === 1;
}

function inflated(data: Uint8Array, budget: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve) => {
    // A stream cut short still gives what it holds: readers show it, so it is read.
    const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(budget, 1) };
    inflate(data, options, (error, result) => resolve(error ? undefined : result));
  });
}
