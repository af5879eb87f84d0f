import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** An uploaded file: a CMS image, a customer's image (hidden from the library) or a PDF document. */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(), // image | document
    /** Where the upload came from: cms, customer or document. */
    source: text("source").notNull(),
    /** Customer uploads never show in the media library. */
    hidden: boolean("hidden").notNull().default(false),
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    originalFilename: text("original_filename"),
    category: text("category"),
    title: text("title"),
    alt: text("alt"),
    crop: jsonb("crop").$type<{ top: number; bottom: number; left: number; right: number }>(),
    hotspot: jsonb("hotspot").$type<{ x: number; y: number; width: number; height: number }>(),
    uploadedBy: integer("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_library_idx").on(table.hidden, table.kind, table.id)],
);
