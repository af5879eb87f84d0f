import type { RichText } from "@mt/domain/entities/rich-text";
import { describe, expect, it } from "vitest";
import { type BlockNode, type InlineNode, inlineTree, richTextTree } from "./portable-text-tree";

const span = (text: string, marks: string[] = []) => ({ _type: "span" as const, text, marks });
const item = (listItem: "bullet" | "number", level: number, _key: string) => ({
  _type: "block" as const,
  _key,
  style: "normal",
  markDefs: [],
  children: [span(_key)],
  listItem,
  level,
});

/** A tree in short: text as is, marks and lists as [name, ...children], line breaks as "|". */
function outline(node: InlineNode | BlockNode): unknown {
  if (typeof node === "string") return node;
  if (node.kind === "br") return "|";
  if (node.kind === "mark") return [node.type, ...node.children.map(outline)];
  if (node.kind === "list") return [`${node.type}${node.level}`, ...node.items.map(outline)];
  if (node.kind === "text") return node.children.map(outline);
  return "image";
}

describe("inlineTree", () => {
  it("keeps a mark open over the following spans that carry it and nests the shorter one inside", () => {
    const tree = inlineTree({
      markDefs: [{ _type: "link", _key: "l" }],
      children: [
        span("a", ["em", "strong"]),
        span("b", ["strong"]),
        span("c", ["l", "strong"]),
        span("d", ["l"]),
      ],
    });
    expect(tree.map(outline)).toEqual([
      ["strong", ["em", "a"], "b", ["link", "c"]],
      ["link", "d"],
    ]);
  });

  it("orders marks of equal reach strong, em, code, underline, strike-through, with others outside", () => {
    const tree = inlineTree({
      markDefs: [{ _type: "comment", _key: "k" }],
      children: [span("x", ["strike-through", "underline", "code", "em", "strong", "k"])],
    });
    expect(tree.map(outline)).toEqual([
      ["comment", ["strong", ["em", ["code", ["underline", ["strike-through", "x"]]]]]],
    ]);
  });

  it("turns newlines into line breaks and keeps a decorator's name as its type", () => {
    expect(inlineTree({ markDefs: [], children: [span("a\nb", ["em"]), span("c")] }).map(outline)).toEqual([
      ["em", "a", "|", "b"],
      "c",
    ]);
  });
});

describe("richTextTree", () => {
  it("nests deeper items in the item above and returns to the open list of their level", () => {
    const tree = richTextTree([
      item("bullet", 1, "a"),
      item("bullet", 2, "a.a"),
      item("number", 3, "a.a.a"),
      item("bullet", 1, "b"),
    ]);
    expect(tree.map(outline)).toEqual([
      ["bullet1", ["a", ["bullet2", ["a.a", ["number3", ["a.a.a"]]]]], ["b"]],
    ]);
  });

  it("starts a new top-level list for another type at the same level, or a level with no open list", () => {
    const tree = richTextTree([
      item("bullet", 1, "a"),
      item("number", 1, "b"),
      item("number", 3, "c"),
      item("number", 2, "d"),
    ]);
    expect(tree.map(outline)).toEqual([
      ["bullet1", ["a"]],
      ["number1", ["b", ["number3", ["c"]]]],
      ["number2", ["d"]],
    ]);
  });

  it("ends a list at any other block, keeps images and leaves out unknown types", () => {
    const tree = richTextTree([
      item("bullet", 1, "a"),
      { _type: "video" },
      item("bullet", 1, "b"),
      { _type: "image", url: "/a.jpg", float: "none" },
      { _type: "block", style: "h2", markDefs: [], children: [span("t")] },
    ] as unknown as RichText);
    expect(tree.map(outline)).toEqual([["bullet1", ["a"]], ["bullet1", ["b"]], "image", ["t"]]);
    expect(tree.map((node) => node.key)).toEqual(["a-list", "b-list", "b3", "b4"]);
  });
});
