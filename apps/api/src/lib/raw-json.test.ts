import { describe, expect, it } from "vitest";
import { rawJson, serializeWithRawJson } from "./raw-json.ts";

const stringifyWithRawJson = (value: unknown) => String(serializeWithRawJson(value));

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

describe("raw JSON parts", () => {
  it("serialise as the value their text holds outside an answer", () => {
    expect(JSON.stringify({ list: rawJson('[1,{"x":"y"}]') })).toBe('{"list":[1,{"x":"y"}]}');
  });

  it("keep Norwegian letters and dashes whole in the answer's bytes", () => {
    const value = { place: "Ås", events: rawJson('["Bærum – Østre vei 1"]') };
    expect(serializeWithRawJson(value)).toEqual(
      Buffer.from('{"place":"Ås","events":["Bærum – Østre vei 1"]}'),
    );
  });

  it("are each spliced, also one part twice and beside a string that holds a NUL", () => {
    const part = rawJson("[2]");
    const value = { a: part, b: part, c: `"${"\u0000"}`, d: [rawJson('{"e":"\\u0000"}')] };
    expect(JSON.parse(stringifyWithRawJson(value))).toEqual({
      a: [2],
      b: [2],
      c: '"\u0000',
      d: [{ e: "\u0000" }],
    });
  });
});
