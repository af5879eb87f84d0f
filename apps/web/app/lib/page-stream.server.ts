import { Transform } from "node:stream";
import { type BuiltStylesheet, inlineStylesheets } from "./inline-stylesheets.server";
import { isModuleScript, startAfterPaint, takeModulePreloads } from "./scripts-after-paint.server";

const HEAD_END = Buffer.from("</head>");
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");

/** Where the buffer ends in what could be the beginning of "<script" (its length when it does not). */
function partialScriptStart(buffer: Buffer, from: number): number {
  const last = buffer.lastIndexOf("<");
  const rest = buffer.length - last;
  const partial =
    last >= from &&
    rest < SCRIPT_START.length &&
    buffer.subarray(last).equals(SCRIPT_START.subarray(0, rest));
  return partial ? last : buffer.length;
}

/**
 * A production page as React streams it, with the critical path shortened (decision 050): the head
 * gets the build's stylesheets written in and loses its module preloads, and React Router's module
 * script waits for the page's first paint. Bytes are held back only until `</head>`, and then only
 * while a `<script>` element is incomplete, until the module script has gone by; the rest (the
 * streamed loader data among it) passes through as it comes.
 */
export function productionPageStream(stylesheet: BuiltStylesheet): Transform {
  let held: Buffer = Buffer.alloc(0);
  let phase: "head" | "body" | "through" = "head";
  let preloads: string[] = [];

  function body(buffer: Buffer, push: (bytes: Buffer) => void): Buffer {
    let from = 0;
    for (;;) {
      const start = buffer.indexOf(SCRIPT_START, from);
      if (start === -1) {
        const keep = partialScriptStart(buffer, from);
        push(buffer.subarray(0, keep));
        return buffer.subarray(keep);
      }
      const end = buffer.indexOf(SCRIPT_END, start);
      if (end === -1) {
        push(buffer.subarray(0, start));
        return buffer.subarray(start);
      }
      const element = buffer.subarray(start, end + SCRIPT_END.length).toString("utf8");
      if (isModuleScript(element.slice(0, element.indexOf(">") + 1))) {
        phase = "through";
        push(buffer.subarray(0, start));
        push(Buffer.from(startAfterPaint(element, preloads)));
        push(buffer.subarray(end + SCRIPT_END.length));
        return Buffer.alloc(0);
      }
      from = end + SCRIPT_END.length;
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === "through") return callback(null, chunk);
      let buffer = Buffer.concat([held, chunk]);
      if (phase === "head") {
        const end = buffer.indexOf(HEAD_END);
        if (end === -1) {
          held = buffer;
          return callback();
        }
        const taken = takeModulePreloads(buffer.subarray(0, end).toString("utf8"));
        preloads = taken.preloads;
        this.push(Buffer.from(inlineStylesheets(taken.head, stylesheet)));
        phase = "body";
        buffer = buffer.subarray(end);
      }
      held = body(buffer, (bytes) => bytes.length > 0 && this.push(bytes));
      callback();
    },
    flush(callback) {
      callback(null, held.length > 0 ? held : undefined);
    },
  });
}
