import { z } from "zod";
import { imageCategorySchema } from "./enums.ts";

/** Focal-point crop: the share cut from each side, 0 to 1. */
export const cropSchema = z.object({
  top: z.number().min(0).max(1),
  bottom: z.number().min(0).max(1),
  left: z.number().min(0).max(1),
  right: z.number().min(0).max(1),
});
export type Crop = z.infer<typeof cropSchema>;

/** The focal point (x, y) and the area around it that must stay visible, 0 to 1. */
export const hotspotSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
});
export type Hotspot = z.infer<typeof hotspotSchema>;

export const imageMetadataSchema = z
  .object({
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    mimeType: z.string().max(100).optional(),
  })
  .loose();

export const mediaImageSchema = z.object({
  id: z.number().int(),
  crop: cropSchema.nullish(),
  hotspot: hotspotSchema.nullish(),
  metadata: imageMetadataSchema.nullish(),
  originalFilename: z.string().nullish(),
  category: imageCategorySchema.nullish(),
  size: z.number().int().nonnegative().nullish(),
  url: z.string(),
  title: z.string().nullish(),
  alt: z.string().nullish(),
  /** Customer-uploaded images are hidden from the CMS media library. */
  hidden: z.boolean().default(false),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

/** Default page size of GET media. */
export const MEDIA_PAGE_SIZE = 48;
