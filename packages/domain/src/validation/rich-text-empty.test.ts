import { describe, expect, it } from "vitest";
import { emptyRichText } from "../entities/rich-text.ts";
import { isRichTextEmpty, RICH_TEXT_PLACEHOLDER } from "./rich-text-empty.ts";

describe("rich text emptiness", () => {
  it("one block with one empty span is empty", () => {
    expect(isRichTextEmpty(emptyRichText())).toBe(true);
    expect(isRichTextEmpty([{ _type: "block", children: [{}] }])).toBe(true);
  });

  it("no blocks at all is empty", () => {
    expect(isRichTextEmpty([])).toBe(true);
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty(undefined)).toBe(true);
  });

  it("text, a second block, a second span or an image block is not empty", () => {
    expect(isRichTextEmpty([{ _type: "block", children: [{ text: "Hei" }] }])).toBe(false);
    expect(isRichTextEmpty([...emptyRichText(), ...emptyRichText()])).toBe(false);
    expect(isRichTextEmpty([{ _type: "block", children: [{ text: "" }, { text: "" }] }])).toBe(false);
    expect(isRichTextEmpty([{ _type: "block" }])).toBe(false);
    expect(isRichTextEmpty([{ _type: "image" }])).toBe(false);
  });

  it("the editor placeholder is 'Skriv her...'", () => {
    expect(RICH_TEXT_PLACEHOLDER).toBe("Skriv her...");
  });
});
