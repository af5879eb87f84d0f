import { emptyRichText, type RichText, type RichTextBlock } from "@mt/domain/entities/rich-text";
import { defineSchema, type PortableTextBlock } from "@portabletext/editor";

/** What the CMS's rich text holds (spec section 3): h2/h3, bold, italic, lists, links and images. */
export const richTextSchema = defineSchema({
  decorators: [{ name: "strong" }, { name: "em" }],
  styles: [{ name: "normal" }, { name: "h2" }, { name: "h3" }],
  lists: [{ name: "bullet" }, { name: "number" }],
  annotations: [
    {
      name: "link",
      fields: [
        { name: "href", type: "string" },
        { name: "target", type: "string" },
        { name: "pageId", type: "number" },
        { name: "slug", type: "string" },
        { name: "path", type: "string" },
      ],
    },
  ],
  blockObjects: [
    {
      name: "image",
      fields: [
        { name: "url", type: "string" },
        { name: "width", type: "number" },
        { name: "float", type: "string" },
        { name: "alt", type: "string" },
        { name: "metadata", type: "object" },
        { name: "crop", type: "object" },
        { name: "hotspot", type: "object" },
        { name: "link", type: "object" },
      ],
    },
  ],
  inlineObjects: [],
});

/** Rich text is empty when it is one block with one empty span (spec section 5). */
export function isEmptyRichText(value: readonly PortableTextBlock[] | undefined): boolean {
  if (!value || value.length === 0) return true;
  if (value.length > 1) return false;
  const [block] = value as unknown as { _type: string; children?: { text?: string }[] }[];
  return block?._type === "block" && (block.children ?? []).every((child) => !child.text);
}

/** The editor's value as the CMS stores it; an emptied editor stores the empty value. */
export function toStoredRichText(value: readonly PortableTextBlock[] | undefined): RichText {
  if (isEmptyRichText(value)) return emptyRichText();
  return (value ?? []).map((block) => {
    const record = block as Record<string, unknown>;
    if (record._type === "image") return record as RichTextBlock;
    const { _type, _key, children, markDefs, style, listItem, level } = record as {
      _type: "block";
      _key?: string;
      children?: { _type: string; _key?: string; text?: string; marks?: string[] }[];
      markDefs?: { _type: string; _key: string }[];
      style?: string;
      listItem?: "bullet" | "number";
      level?: number;
    };
    return {
      _type,
      ...(_key && { _key }),
      children: (children ?? [])
        .filter((child) => child._type === "span")
        .map((child) => ({
          _type: "span" as const,
          ...(child._key && { _key: child._key }),
          text: child.text ?? "",
          marks: child.marks ?? [],
        })),
      markDefs: markDefs ?? [],
      style: style ?? "normal",
      ...(listItem && { listItem }),
      ...(listItem && { level: level ?? 1 }),
    };
  });
}

/** Stored rich text for the editor: rich text starts at h2 (h1 belongs to modules). */
export function toEditorValue(value: RichText): PortableTextBlock[] {
  return value.map((block) =>
    block._type === "block" && block.style === "h1" ? { ...block, style: "h2" } : block,
  ) as PortableTextBlock[];
}
