import { z } from "zod";
import { cropSchema, hotspotSchema, imageMetadataSchema } from "../entities/media-image.ts";
import { isSafeHref, UNSAFE_LINK_MESSAGE } from "./safe-url.ts";

/** An image placed in a module: a media library image (id) or any URL, with its focal point. */
export const cmsImageSchema = z.object({
  id: z.number().int().nullish(),
  url: z.string().min(1).refine(isSafeHref, UNSAFE_LINK_MESSAGE),
  alt: z.string().default(""),
  crop: cropSchema.nullish(),
  hotspot: hotspotSchema.nullish(),
  metadata: imageMetadataSchema.nullish(),
});
export type CmsImage = z.infer<typeof cmsImageSchema>;
