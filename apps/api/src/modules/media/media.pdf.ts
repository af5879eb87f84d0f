import { AsyncLocalStorage } from "node:async_hooks";
import zlib from "node:zlib";
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  type PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  PDFXRefStreamParser,
} from "@cantoo/pdf-lib";

export interface PdfLimits {
  /** Indirect objects in the file, object streams included. */
  maxObjects: number;
  /** Bytes the object and cross-reference streams may inflate to, all together. */
  maxDecodedBytes: number;
}

/** `unsafe`: script, actions or attachments; `unreadable`: not parseable, encrypted or hiding objects; `too-complex`: over the limits. */
export type PdfProblem = "unsafe" | "unreadable" | "too-complex";

class Refusal extends Error {
  constructor(
    readonly problem: PdfProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** Names that run something, reach out, or carry a file, wherever they stand (key or value). */
const ACTIVE_NAMES = new Set([
  "JS",
  "JavaScript",
  "AA",
  "Launch",
  "ImportData",
  "SubmitForm",
  "GoToR",
  "GoToE",
  "Rendition",
  "RichMedia",
  "RichMediaExecute",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "XFA",
]);
const SAFE_URI = /^(?:https?:|mailto:|tel:)/i;

// pdf-lib keeps one object per name, so decoding once per name is enough.
const decodedNames = new WeakMap<PDFName, string>();

/**
 * A name as a reader sees it. The parser decodes `#xx` escapes already; they are decoded once more
 * here so that no spelling of the parser's can hide a name (at worst a name is decoded once too
 * often, which can only refuse more).
 */
function nameOf(name: PDFName): string {
  let decoded = decodedNames.get(name);
  if (decoded === undefined) {
    decoded = name
      .decodeText()
      .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    decodedNames.set(name, decoded);
  }
  return decoded;
}

const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;

/** An opening action: a destination (page and view) is harmless, an action other than GoTo is not. */
function checkOpenAction(openAction: PDFObject | undefined): void {
  if (openAction instanceof PDFDict) {
    const kind = openAction.get(PDFName.of("S"));
    if (!(kind instanceof PDFName) || nameOf(kind) !== "GoTo") throw new Refusal("unsafe", "/OpenAction");
  } else if (openAction && !(openAction instanceof PDFArray)) {
    throw new Refusal("unsafe", "/OpenAction");
  }
}

/** Opening actions given by reference, looked up once every object is parsed. */
type Later = PDFRef[];

function checkDict(dict: PDFDict, isStream: boolean, later: Later): void {
  const fields = new Map<string, PDFObject>();
  for (const [keyName, value] of dict.entries()) {
    const key = nameOf(keyName);
    if (ACTIVE_NAMES.has(key)) throw new Refusal("unsafe", `/${key}`);
    fields.set(key, value);
  }
  const openAction = fields.get("OpenAction");
  if (openAction instanceof PDFRef) later.push(openAction);
  else checkOpenAction(openAction);
  const uri = textOf(fields.get("URI"));
  if (uri !== null && !SAFE_URI.test(uri.trim())) throw new Refusal("unsafe", "URI that is not a web link");
  // pdf-lib unpacks a stream only when its type is the name ObjStm or XRef; a stream of either type it
  // did not unpack (a spelling it does not read) would hide objects from this check.
  const type = fields.get("Type");
  if (
    isStream &&
    type instanceof PDFName &&
    ["ObjStm", "XRef"].includes(nameOf(type)) &&
    !unpacked.has(dict)
  ) {
    throw new Refusal("unreadable", "object stream left packed");
  }
}

function checkObject(root: PDFObject, later: Later): void {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop() as PDFObject;
    if (object instanceof PDFName) {
      const name = nameOf(object);
      if (ACTIVE_NAMES.has(name)) throw new Refusal("unsafe", `/${name}`);
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      checkDict(dict, object instanceof PDFStream, later);
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
}

/** Action names long enough never to turn up by chance in binary data. */
const LONG_ACTIVE_NAMES = new Set([
  "JavaScript",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "ImportData",
  "SubmitForm",
  "RichMediaExecute",
  "GoToE",
  "GoToR",
]);

/**
 * A reader follows the cross-reference table and may read an object that pdf-lib took for the
 * inside of another stream; so the raw bytes are searched as well, for the names an action needs.
 */
function rawProblem(bytes: Buffer): PdfProblem | null {
  const text = bytes.toString("latin1");
  for (const match of text.matchAll(/\/((?:[A-Za-z]|#[0-9A-Fa-f]{2}){5,40})/g)) {
    const name = (match[1] as string).replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (LONG_ACTIVE_NAMES.has(name)) return "unsafe";
  }
  return null;
}

/** The dictionaries of the object and cross-reference streams pdf-lib has unpacked. */
const unpacked = new WeakSet<PDFDict>();

/** Bytes left for inflating the current document's object and cross-reference streams. */
const decodeBudget = new AsyncLocalStorage<{ left: number; refuse(error: unknown): never }>();

/**
 * Inflates an object or cross-reference stream with zlib's output cap before pdf-lib decodes it
 * (pdf-lib has no cap of its own), so a small file cannot grow into gigabytes.
 */
function guardDecodedSize(stream: PDFRawStream): void {
  const budget = decodeBudget.getStore();
  if (!budget) return;
  try {
    spend(budget, stream);
  } catch (error) {
    budget.refuse(error);
  }
}

function spend(budget: { left: number }, stream: PDFRawStream): void {
  const filter = stream.dict.get(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) {
    budget.left -= stream.contents.length;
  } else if (filters.length === 1 && filters[0] instanceof PDFName && nameOf(filters[0]) === "FlateDecode") {
    try {
      const inflated = zlib.inflateSync(stream.contents, {
        maxOutputLength: Math.max(1, budget.left),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      budget.left -= inflated.length;
    } catch (error) {
      if (error instanceof RangeError) throw new Refusal("too-complex", "streams inflate too far");
      throw new Refusal("unreadable", "broken object stream");
    }
  } else {
    throw new Refusal("unreadable", "object stream with an unusual filter");
  }
  if (budget.left < 0) throw new Refusal("too-complex", "streams inflate too far");
}

for (const parser of [PDFObjectStreamParser, PDFXRefStreamParser]) {
  const forStream = parser.forStream as (stream: PDFRawStream, ...rest: unknown[]) => unknown;
  (parser as unknown as { forStream: typeof forStream }).forStream = (stream, ...rest) => {
    guardDecodedSize(stream);
    unpacked.add(stream.dict);
    return forStream(stream, ...rest);
  };
}

/**
 * Parses the PDF (every object in the file, also those packed in object streams and those an
 * incremental update replaced) and finds why it may not be stored, or null when it is clean.
 */
export async function pdfProblem(bytes: Buffer, limits: PdfLimits): Promise<PdfProblem | null> {
  const raw = rawProblem(bytes);
  if (raw) return raw;
  const parser = PDFParser.forBytesWithOptions(new Uint8Array(bytes), Number.POSITIVE_INFINITY, true);
  const context = (parser as unknown as { context: { assign(ref: unknown, object: PDFObject): void } })
    .context;
  const assign = context.assign.bind(context);
  let count = 0;
  const openActions: Later = [];
  // pdf-lib's recovery swallows errors thrown while it parses, so the first refusal is kept here.
  const found: { refusal: Refusal | null } = { refusal: null };
  const refuse = (error: unknown): never => {
    found.refusal ??= error instanceof Refusal ? error : new Refusal("unreadable", String(error));
    throw found.refusal;
  };
  // Checked as parsed, so an object replaced by a later one with the same number is still seen.
  context.assign = (ref, object) => {
    count += 1;
    try {
      if (count > limits.maxObjects) throw new Refusal("too-complex", "too many objects");
      checkObject(object, openActions);
    } catch (error) {
      refuse(error);
    }
    assign(ref, object);
  };
  const budget = { left: limits.maxDecodedBytes, refuse };
  try {
    const parsed = await decodeBudget.run(budget, () => parser.parseDocument());
    if (found.refusal) return found.refusal.problem;
    if (parsed.trailerInfo.Encrypt) return "unreadable";
    for (const value of Object.values(parsed.trailerInfo)) if (value) checkObject(value, openActions);
    for (const ref of openActions) checkOpenAction(parsed.lookup(ref));
    if (!parsed.trailerInfo.Root) return "unreadable";
    return null;
  } catch (error) {
    if (found.refusal) return found.refusal.problem;
    if (error instanceof Refusal) return error.problem;
    return "unreadable";
  }
}
