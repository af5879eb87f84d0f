import { randomUUID } from "node:crypto";

/** JSON text made elsewhere (e.g. by PostgreSQL), spliced into an answer as it is. */
class RawJson {
  constructor(readonly json: string) {}
}

/**
 * A value that answers with uncheckedAnswer serialise as this JSON text, unparsed: a large list
 * that PostgreSQL wrote as JSON never becomes thousands of objects in the server. Typed as what the
 * text holds, which the route's contract describes and its tests check.
 */
export const rawJson = <T>(json: string): T => new RawJson(json) as unknown as T;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** JSON.stringify, with every rawJson value written as its own text. */
export function stringifyWithRawJson(value: unknown): string {
  const parts: string[] = [];
  // A marker no other string can serialise to: a NUL character and a fresh uuid.
  const marker = `\u0000${randomUUID()}:`;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    parts.push(v.json);
    return `${marker}${parts.length - 1}`;
  });
  if (parts.length === 0) return text;
  const quoted = escapeRegExp(JSON.stringify(marker).slice(0, -1));
  return text.replace(new RegExp(`${quoted}(\\d+)"`, "g"), (_match, i: string) => parts[Number(i)] ?? "null");
}
