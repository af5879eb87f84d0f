import { randomUUID } from "node:crypto";

/** The serialisation under way in stringifyWithRawJson (JSON.stringify is synchronous). */
let splicing: { marker: string; parts: string[] } | null = null;

/** JSON text made elsewhere (e.g. by PostgreSQL), spliced into an answer as it is. */
class RawJson {
  constructor(readonly json: string) {}

  /**
   * Inside stringifyWithRawJson: a marker to splice the text in at. A toJSON and not a replacer
   * function, which would take JSON.stringify off its fast path for every other value (a month's
   * calendar: 2.6 against 0.1 ms). Anywhere else: the value the text holds.
   */
  toJSON(): unknown {
    if (!splicing) return JSON.parse(this.json);
    splicing.parts.push(this.json);
    return `${splicing.marker}${splicing.parts.length - 1}`;
  }
}

/**
 * A value that answers with uncheckedAnswer serialise as this JSON text, unparsed: a large list
 * that PostgreSQL wrote as JSON never becomes thousands of objects in the server. Typed as what the
 * text holds, which the route's contract describes and its tests check.
 */
export const rawJson = <T>(json: string): T => new RawJson(json) as unknown as T;

/**
 * JSON.stringify, with every rawJson value written as its own text: the answer's bytes. With raw parts
 * it is a Buffer of the pieces encoded one by one: joining the strings first left a 400 KB rope that
 * the UTF-8 encoding of the reply had to flatten (a month's calendar: 4.4 against 0.5 ms).
 */
export function serializeWithRawJson(value: unknown): string | Buffer {
  // A marker no other string can serialise to: a NUL character and a fresh uuid.
  const marker = `\u0000${randomUUID()}:`;
  const parts: string[] = [];
  const outer = splicing;
  splicing = { marker, parts };
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    splicing = outer;
  }
  if (parts.length === 0) return text;
  // Each piece after the first begins with a part's number and the marker string's closing quote.
  const pieces = text.split(JSON.stringify(marker).slice(0, -1));
  const bytes = [Buffer.from(pieces[0] ?? "")];
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i] ?? "";
    const end = piece.indexOf('"');
    bytes.push(Buffer.from(parts[Number(piece.slice(0, end))] ?? "null"), Buffer.from(piece.slice(end + 1)));
  }
  return Buffer.concat(bytes);
}
