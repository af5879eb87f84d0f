import type { ImageBlock, RichText, Span, TextBlock } from "@mt/domain/entities/rich-text";

// Stored Portable Text as a tree ready to render: list items grouped into (nested) lists,
// and spans' marks turned into nested mark nodes. The grouping and nesting follow
// @portabletext/toolkit, so the markup stays what the site rendered before.

export interface MarkNode {
  kind: "mark";
  key: string;
  /** As the span lists it: a decorator's name or the _key of a definition in markDefs. */
  mark: string;
  /** A decorator's name, or the _type of the mark's definition (e.g. "link"). */
  type: string;
  def?: Record<string, unknown>;
  children: InlineNode[];
}

export interface LineBreak {
  kind: "br";
  key: string;
}

/** A text block, or an item of a list; an item's nested list comes last in its children. */
export interface TextNode {
  kind: "text";
  key: string;
  style: string;
  children: InlineNode[];
}

export interface ListNode {
  kind: "list";
  key: string;
  type: string;
  level: number;
  items: TextNode[];
}

export interface ImageNode {
  kind: "image";
  key: string;
  image: ImageBlock;
}

export type InlineNode = string | LineBreak | MarkNode | ListNode;
export type BlockNode = TextNode | ListNode | ImageNode;

type Child = Partial<Span> & { _type?: string };

const isSpan = (child: Child | undefined): child is Span =>
  child?._type === "span" && typeof child.text === "string";

// Marks of equal reach nest in this order; other marks (links) go outside them.
const DECORATORS = ["strong", "em", "code", "underline", "strike-through"];

/** A span's marks, outermost first: the mark carried by the most following spans wraps the others. */
function marksOutermostFirst(children: Child[], index: number): string[] {
  const reach = new Map<string, number>();
  for (const mark of children[index]?.marks ?? []) {
    let n = 1;
    while (isSpan(children[index + n]) && children[index + n]?.marks?.includes(mark)) n++;
    reach.set(mark, n);
  }
  return [...(children[index]?.marks ?? [])].sort(
    (a, b) =>
      (reach.get(b) ?? 0) - (reach.get(a) ?? 0) ||
      DECORATORS.indexOf(a) - DECORATORS.indexOf(b) ||
      a.localeCompare(b),
  );
}

/** A block's spans as text, line breaks and mark nodes; a mark stays open over the next spans that carry it. */
export function inlineTree(block: Pick<TextBlock, "children" | "markDefs">): InlineNode[] {
  const root: InlineNode[] = [];
  const open: MarkNode[] = [];
  const children: Child[] = block.children ?? [];
  children.forEach((child, index) => {
    const wanted = isSpan(child) ? marksOutermostFirst(children, index) : [];
    let kept = 0;
    for (; kept < open.length; kept++) {
      const at = wanted.indexOf((open[kept] as MarkNode).mark);
      if (at === -1) break;
      wanted.splice(at, 1);
    }
    open.length = kept;
    for (const mark of wanted) {
      const def = block.markDefs?.find((markDef) => markDef._key === mark);
      const key = `${child._key ?? index}:${mark}`;
      const node: MarkNode = {
        kind: "mark",
        key,
        mark,
        type: def?._type ?? mark,
        children: [],
        ...(def && { def }),
      };
      (open.at(-1)?.children ?? root).push(node);
      open.push(node);
    }
    if (!isSpan(child)) return;
    const into = open.at(-1)?.children ?? root;
    child.text.split("\n").forEach((line, n) => {
      if (n > 0) into.push({ kind: "br", key: `${index}-${n}` });
      into.push(line);
    });
  });
  return root;
}

const level = (block: TextBlock) => block.level || 1;

/** The last list on the path of last items down from `list` that has this level and type. */
function lastListMatching(list: ListNode, block: TextBlock): ListNode | undefined {
  if (list.level === level(block) && list.type === block.listItem) return list;
  const nested = list.items.at(-1)?.children.at(-1);
  return typeof nested === "object" && nested.kind === "list" ? lastListMatching(nested, block) : undefined;
}

/**
 * Blocks as a tree: list items (listItem, level) grouped into lists, a deeper item's list inside the
 * item above it. Unknown block types are left out.
 */
export function richTextTree(value: RichText): BlockNode[] {
  const tree: BlockNode[] = [];
  let list: ListNode | undefined;
  const startList = (block: TextBlock, item: TextNode): ListNode => ({
    kind: "list",
    key: `${item.key}-list`,
    type: block.listItem as string,
    level: level(block),
    items: [item],
  });
  value.forEach((block, index) => {
    const key = block._key ?? `b${index}`;
    if (block._type !== "block" || !Array.isArray(block.children)) {
      list = undefined;
      if (block._type === "image") tree.push({ kind: "image", key, image: block });
      return;
    }
    const item: TextNode = { kind: "text", key, style: block.style ?? "normal", children: inlineTree(block) };
    if (!block.listItem) {
      list = undefined;
      tree.push(item);
      return;
    }
    if (list && level(block) === list.level && block.listItem === list.type) {
      list.items.push(item);
    } else if (list && level(block) > list.level) {
      const nested = startList(block, item);
      list.items.at(-1)?.children.push(nested);
      list = nested;
    } else {
      // Back up to a shallower list on the open path, else a new list at the top (a different
      // type at the same level too, as the toolkit does).
      const top = tree.at(-1);
      const match =
        list && level(block) < list.level && top?.kind === "list" ? lastListMatching(top, block) : undefined;
      list = match ?? startList(block, item);
      if (match) match.items.push(item);
      else tree.push(list);
    }
  });
  return tree;
}
