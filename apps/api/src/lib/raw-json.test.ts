import { describe, expect, it } from "vitest";
import { rawJson, stringifyWithRawJson } from "./raw-json.ts";

describe("raw JSON in an answer", () => {
  it("writes raw JSON text where it stands, and everything else as JSON.stringify does", () => {
    const value = { a: [1, { b: rawJson('[{"x":1},{"x":null}]') }], c: "t", d: rawJson("[]") };
    const text = stringifyWithRawJson(value);
    expect(text).toBe('{"a":[1,{"b":[{"x":1},{"x":null}]}],"c":"t","d":[]}');
    expect(JSON.parse(text)).toEqual({ a: [1, { b: [{ x: 1 }, { x: null }] }], c: "t", d: [] });
  });

  it("leaves strings that look like its marker alone", () => {
    const sneaky = { s: "\u0000abc:0", t: "\\u0000", list: rawJson("[1]") };
    expect(JSON.parse(stringifyWithRawJson(sneaky))).toEqual({ s: "\u0000abc:0", t: "\\u0000", list: [1] });
  });

  it("is JSON.stringify when nothing is raw", () => {
    const plain = { a: [1, "x", null, { b: true }] };
    expect(stringifyWithRawJson(plain)).toBe(JSON.stringify(plain));
  });
});
