import { imageCategorySchema } from "@mt/domain/entities/enums";
import {
  cropSchema,
  hotspotSchema,
  MEDIA_PAGE_SIZE,
  mediaImageSchema,
} from "@mt/domain/entities/media-image";
import { z } from "zod";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/** Error codes of uploads; the message names what is wrong with the file. */
export const mediaErrors = defineErrors({
  EMPTY_FILE: { status: 422, message: "Velg en fil." },
  FILE_TYPE_NOT_ALLOWED: { status: 422, message: "Filtypen er ikke tillatt." },
  UNREADABLE_IMAGE: { status: 422, message: "Bildet kunne ikke leses." },
  TOO_MANY_PIXELS: { status: 422, message: "Bildet har for mange piksler." },
  UNSAFE_SVG: {
    status: 422,
    message: "SVG-filen inneholder skript, lenker eller annet aktivt innhold og kan ikke lastes opp.",
  },
  UNREADABLE_SVG: { status: 422, message: "SVG-filen kunne ikke leses." },
  UNSAFE_PDF: {
    status: 422,
    message: "PDF-filen inneholder skript, automatiske handlinger eller vedlegg og kan ikke lastes opp.",
  },
  UNREADABLE_PDF: {
    status: 422,
    message: "PDF-filen kunne ikke leses. Krypterte eller skadede PDF-filer kan ikke lastes opp.",
  },
  FILE_TOO_COMPLEX: { status: 422, message: "Filen er for sammensatt til å kontrolleres." },
  FILE_TOO_LARGE: { status: 413, message: "Filen er for stor." },
  TOO_MANY_UPLOADS: { status: 429, message: "For mange opplastinger. Prøv igjen om en stund." },
  MEDIA_IN_USE: {
    status: 409,
    message: "Bildet brukes på en side. Fjern det fra siden før du sletter det.",
  },
});

/** A media item as the API sends it: the media image fields plus its kind and type. */
export const mediaItemSchema = mediaImageSchema.extend({
  kind: z.enum(["image", "document"]),
  mimeType: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const listMedia = defineRoute({
  method: "GET",
  path: "/media",
  refs: { query: { id: "media" } },
  summary: "The media library (customer uploads are never listed)",
  tags: ["media"],
  query: z.object({
    id: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(200).default(MEDIA_PAGE_SIZE),
    type: z.enum(["cms-image", "document"]).optional(),
    category: imageCategorySchema.optional(),
    search: z.string().max(200).optional(),
  }),
  response: z.object({ data: z.array(mediaItemSchema), meta: listMetaSchema }),
});

/** An upload's form: the file, and the texts the library shows with it. */
const uploadFormSchema = z.object({
  file: z.file(),
  title: z.string().max(200).optional(),
  alt: z.string().max(500).optional(),
  category: imageCategorySchema.optional(),
});

const upload = (path: string, summary: string) =>
  defineRoute({
    method: "POST",
    path,
    summary: `${summary} (multipart/form-data: file, and optional title, alt, category)`,
    tags: ["media"],
    status: 201,
    multipart: uploadFormSchema,
    response: z.object({ data: mediaItemSchema }),
  });

export const uploadMedia = upload("/media/upload", "Upload an image or a PDF to the library");
export const uploadCmsImage = upload(
  "/media/upload-cms-image",
  "Upload a CMS image (JPEG, PNG, WebP, GIF, AVIF or SVG)",
);
export const uploadCustomerImage = upload(
  "/media/upload-customer-image",
  "Upload a customer's image; hidden from the library",
);
export const uploadDocument = upload("/media/upload-document", "Upload a PDF document");

export const updateMedia = defineRoute({
  method: "PATCH",
  path: "/media/:id",
  refs: { params: { id: "media" } },
  summary: "Change title, alt text, category, crop and hotspot",
  tags: ["media"],
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({
    title: z.string().max(200).nullish(),
    alt: z.string().max(500).nullish(),
    category: imageCategorySchema.nullish(),
    crop: cropSchema.nullish(),
    hotspot: hotspotSchema.nullish(),
  }),
  response: z.object({ data: mediaItemSchema }),
});

/** Where an image is shown: a page (published or in a draft; path "" for job pages' drafts too) or a module template. */
export const mediaUsageSchema = z.object({
  kind: z.enum(["page", "module-template"]),
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const getMediaUsage = defineRoute({
  method: "GET",
  path: "/media/:id/usage",
  refs: { params: { id: "media" } },
  summary: "CMS pages, drafts and module templates that show the image",
  tags: ["media"],
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ data: z.array(mediaUsageSchema) }),
});

export const deleteMedia = defineRoute({
  method: "DELETE",
  path: "/media/:id",
  refs: { params: { id: "media" } },
  summary: "Delete a media item and its file; refused (409 MEDIA_IN_USE) while a page shows it",
  tags: ["media"],
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});
