import { z } from "zod";
import { linkTargetSchema } from "./enums.ts";
import { cropSchema, hotspotSchema, imageMetadataSchema } from "./media-image.ts";

// Portable Text blocks as the CMS stores them (spec section 3).

const key = z.string().max(100).optional();

export const spanSchema = z.object({
  _type: z.literal("span"),
  _key: key,
  text: z.string().max(10_000),
  marks: z.array(z.string().max(100)).max(20).default([]),
});
export type Span = z.infer<typeof spanSchema>;

/** A link mark: an internal page (pageId, slug or path) or an external href. */
export const linkMarkSchema = z
  .object({
    _type: z.literal("link"),
    _key: z.string().max(100),
    href: z.string().max(2000).optional(),
    target: linkTargetSchema.optional(),
    pageId: z.number().int().optional(),
    slug: z.string().max(200).optional(),
    path: z.string().max(500).optional(),
  })
  .loose();

export const markDefSchema = z.object({ _type: z.string().max(50), _key: z.string().max(100) }).loose();

export const textBlockSchema = z.object({
  _type: z.literal("block"),
  _key: key,
  children: z.array(spanSchema).max(1000),
  markDefs: z.array(markDefSchema).max(200).default([]),
  style: z.string().max(50).default("normal"),
  listItem: z.enum(["bullet", "number"]).optional(),
  level: z.number().int().positive().optional(),
});
export type TextBlock = z.infer<typeof textBlockSchema>;

export const IMAGE_FLOATS = ["none", "left", "right"] as const;

export const imageBlockSchema = z.object({
  _type: z.literal("image"),
  _key: key,
  url: z.string().max(2000),
  width: z.number().positive().optional(),
  float: z.enum(IMAGE_FLOATS).default("none"),
  alt: z.string().max(500).optional(),
  metadata: imageMetadataSchema.optional(),
  crop: cropSchema.optional(),
  hotspot: hotspotSchema.optional(),
  link: z.object({ url: z.string().max(2000), target: linkTargetSchema.default("_self") }).optional(),
});
export type ImageBlock = z.infer<typeof imageBlockSchema>;

export const richTextBlockSchema = z.discriminatedUnion("_type", [textBlockSchema, imageBlockSchema]);
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

export const richTextSchema = z.array(richTextBlockSchema).max(1000);
export type RichText = z.infer<typeof richTextSchema>;

/** The value of a new, empty rich-text field: one block with one empty span. */
export function emptyRichText(): RichText {
  return [
    { _type: "block", children: [{ _type: "span", text: "", marks: [] }], markDefs: [], style: "normal" },
  ];
}

export const RICH_TEXT_MAX_WIDTH = 1160;
