import { randomUUID } from "node:crypto";
import type { ListMeta } from "@mt/contract/cms";
import type { ErrorCode } from "@mt/contract/errors";
import type { MediaItem, MediaUsage } from "@mt/contract/media";
import { type ImageVariant, parseImageVariant } from "@mt/domain/cms/cms-image-url";
import { focalRegion } from "@mt/domain/cms/focal-crop";
import type { ImageCategory } from "@mt/domain/entities/enums";
import { IMAGE_CATEGORIES } from "@mt/domain/entities/enums";
import sharp from "sharp";
import { boundedCache } from "../../lib/bounded-cache.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CmsService } from "../cms/cms.module.ts";
import { imageSize, reencode, sniff } from "./media.files.ts";
import type { MediaLinks } from "./media.links.ts";
import { type PdfLimits, type PdfProblem, pdfProblem } from "./media.pdf.ts";
import type { MediaRepository, MediaRow } from "./media.repository.ts";
import { renderSeedImage } from "./media.seed.ts";
import type { MediaStorage } from "./media.storage.ts";
import { type SvgLimits, type SvgProblem, sanitiseSvg } from "./media.svg.ts";

/** Which upload call: what it accepts and whether the result shows in the library. */
export type UploadKind = "any" | "cms-image" | "customer-image" | "document";

const ACCEPTS: Record<
  UploadKind,
  { raster: boolean; svg: boolean; pdf: boolean; hidden: boolean; source: string }
> = {
  any: { raster: true, svg: true, pdf: true, hidden: false, source: "cms" },
  "cms-image": { raster: true, svg: true, pdf: false, hidden: false, source: "cms" },
  "customer-image": { raster: true, svg: false, pdf: false, hidden: true, source: "customer" },
  document: { raster: false, svg: false, pdf: true, hidden: true, source: "document" },
};

export const UPLOAD_MESSAGES = {
  type: "Filtypen er ikke tillatt.",
  pixels: "Bildet har for mange piksler.",
  size: "Filen er for stor.",
  broken: "Bildet kunne ikke leses.",
  empty: "Velg en fil.",
} as const;

const reject = (code: ErrorCode, message: string) => fieldError(code, "file", message);

export interface UploadInput {
  bytes: Buffer;
  filename: string | undefined;
  title?: string | undefined;
  alt?: string | undefined;
  category?: string | undefined;
  uploadedBy?: number | null | undefined;
}

export interface MediaLimits {
  maxBytes: number;
  maxPixels: number;
  svg: SvgLimits;
  pdf: PdfLimits;
}

const SVG_CODES: Record<SvgProblem, ErrorCode> = {
  unsafe: "UNSAFE_SVG",
  unreadable: "UNREADABLE_SVG",
  "too-complex": "FILE_TOO_COMPLEX",
};
const PDF_CODES: Record<PdfProblem, ErrorCode> = {
  unsafe: "UNSAFE_PDF",
  unreadable: "UNREADABLE_PDF",
  "too-complex": "FILE_TOO_COMPLEX",
};

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    kind: row.kind as MediaItem["kind"],
    mimeType: row.mimeType,
    url: mediaUrl(row.storageKey),
    crop: row.crop,
    hotspot: row.hotspot,
    metadata: {
      ...(row.width && { width: row.width }),
      ...(row.height && { height: row.height }),
      mimeType: row.mimeType,
    },
    originalFilename: row.originalFilename,
    category: row.category as ImageCategory | null,
    size: row.size,
    title: row.title,
    alt: row.alt,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

function storageKey(ext: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

/** A small in-memory cache of rendered variants, bounded by bytes; none larger than a quarter of it. */
function variantCache(maxBytes: number) {
  const cache = boundedCache<string, { bytes: Buffer; mime: string }>(maxBytes, (v) => v.bytes.length);
  return {
    get: cache.get,
    set(key: string, value: { bytes: Buffer; mime: string }) {
      if (value.bytes.length <= maxBytes / 4) cache.set(key, value);
    },
    /** Every variant of one original (keys start with its storage key). */
    delete(prefix: string) {
      for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
    },
  };
}

export interface ServedFile {
  bytes: Buffer;
  mime: string;
  hidden: boolean;
  svg: boolean;
  document: boolean;
  filename: string | null;
}

export function mediaService(
  repo: MediaRepository,
  storage: MediaStorage,
  cms: Pick<CmsService, "imageUsage">,
  limits: MediaLimits,
  links: MediaLinks,
) {
  const cache = variantCache(64 * 1024 * 1024);

  /** The item as an answer gives it: a private file by a signed link (decision 061). */
  const itemOf = (row: MediaRow): MediaItem =>
    row.hidden ? { ...toMediaItem(row), url: links.url(row.storageKey) } : toMediaItem(row);

  /** The pages, drafts and module templates that show the item (its URL in their content). */
  async function usage(id: number): Promise<MediaUsage[]> {
    const row = await repo.get(id);
    if (!row) throw notFound("Fant ikke filen.");
    return cms.imageUsage(mediaUrl(row.storageKey));
  }

  async function renderVariant(original: Buffer, row: MediaRow, variant: ImageVariant, webp: boolean) {
    const image = sharp(original, { limitInputPixels: limits.maxPixels });
    const meta = await image.metadata();
    const size = { width: meta.width ?? 1, height: meta.height ?? 1 };
    const region = focalRegion(size, {
      crop: variant.crop,
      hotspot: variant.hotspot ? { ...variant.hotspot, width: 0, height: 0 } : null,
      aspect: variant.aspect,
    });
    let pipeline = sharp(original, { limitInputPixels: limits.maxPixels });
    if (region.width !== size.width || region.height !== size.height) pipeline = pipeline.extract(region);
    pipeline = pipeline.resize({
      width: Math.min(variant.width * variant.dpr, region.width),
      withoutEnlargement: true,
    });
    if (webp) return { bytes: await pipeline.webp({ quality: 78 }).toBuffer(), mime: "image/webp" };
    if (row.mimeType === "image/png")
      return { bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(), mime: "image/png" };
    return { bytes: await pipeline.jpeg({ quality: 78, mozjpeg: true }).toBuffer(), mime: "image/jpeg" };
  }

  /** The stored original; a demo image missing from storage (a new bucket) is drawn again. */
  async function original(key: string): Promise<Buffer | null> {
    const stored = await storage.get(key);
    if (stored || !key.startsWith("seed/")) return stored;
    const drawn = await renderSeedImage(key);
    if (drawn) await storage.put(key, drawn, "image/jpeg");
    return drawn;
  }

  return {
    /**
     * A private file's signed address (a project's document, a claim's image, an inspection's
     * photo), for an answer to a caller who may see it.
     */
    privateUrl: links.url,
    /** A stored `/media/<key>` address signed (a customer's photo on a cart or project line). */
    signPath: links.signPath,
    /** A file address a client sends back, as it is kept (see `MediaLinks.named`). */
    named: links.named,

    /** A PDF uploaded with media/upload-document, or null for any other id. */
    async document(id: number): Promise<MediaItem | null> {
      const row = await repo.get(id);
      return row && row.kind === "document" ? itemOf(row) : null;
    },

    /** An image uploaded with media/upload-customer-image, or null for any other id. */
    async customerImage(id: number): Promise<MediaItem | null> {
      const row = await repo.get(id);
      return row && row.kind === "image" && row.source === "customer" ? itemOf(row) : null;
    },

    async upload(kind: UploadKind, input: UploadInput): Promise<MediaItem> {
      const rules = ACCEPTS[kind];
      if (input.bytes.length === 0) throw reject("EMPTY_FILE", UPLOAD_MESSAGES.empty);
      if (input.bytes.length > limits.maxBytes) {
        throw fieldError("FILE_TOO_LARGE", "file", UPLOAD_MESSAGES.size);
      }
      const sniffed = await sniff(input.bytes);
      const category =
        input.category && (IMAGE_CATEGORIES as readonly string[]).includes(input.category)
          ? input.category
          : null;
      let stored: {
        bytes: Buffer;
        mime: string;
        ext: string;
        width: number | null;
        height: number | null;
        kind: "image" | "document";
      };

      if (sniffed.kind === "raster" && rules.raster) {
        const size = await imageSize(input.bytes);
        if (!size) throw reject("UNREADABLE_IMAGE", UPLOAD_MESSAGES.broken);
        if (size.width * size.height > limits.maxPixels)
          throw reject("TOO_MANY_PIXELS", UPLOAD_MESSAGES.pixels);
        try {
          const encoded = await reencode(input.bytes, sniffed.mime, limits.maxPixels);
          stored = { ...encoded, kind: "image" };
        } catch {
          throw reject("UNREADABLE_IMAGE", UPLOAD_MESSAGES.broken);
        }
      } else if (sniffed.kind === "svg" && rules.svg) {
        // Only the sanitiser's rewrite is stored, never the uploaded bytes.
        const clean = sanitiseSvg(input.bytes, limits.svg);
        if (!clean.ok) throw fieldError(SVG_CODES[clean.problem], "file");
        const size = await imageSize(clean.bytes);
        if (size && size.width * size.height > limits.maxPixels)
          throw reject("TOO_MANY_PIXELS", UPLOAD_MESSAGES.pixels);
        stored = {
          bytes: clean.bytes,
          mime: sniffed.mime,
          ext: "svg",
          width: size?.width ?? null,
          height: size?.height ?? null,
          kind: "image",
        };
      } else if (sniffed.kind === "pdf" && rules.pdf) {
        const problem = await pdfProblem(input.bytes, limits.pdf);
        if (problem) throw fieldError(PDF_CODES[problem], "file");
        stored = {
          bytes: input.bytes,
          mime: sniffed.mime,
          ext: "pdf",
          width: null,
          height: null,
          kind: "document",
        };
      } else {
        throw reject("FILE_TYPE_NOT_ALLOWED", UPLOAD_MESSAGES.type);
      }

      const key = storageKey(stored.ext);
      await storage.put(key, stored.bytes, stored.mime);
      try {
        const row = await repo.insert({
          kind: stored.kind,
          source: rules.source,
          hidden: rules.hidden,
          storageKey: key,
          mimeType: stored.mime,
          size: stored.bytes.length,
          width: stored.width,
          height: stored.height,
          originalFilename: input.filename?.slice(0, 255) ?? null,
          category: stored.kind === "image" ? category : null,
          title: input.title?.slice(0, 200) || null,
          alt: input.alt?.slice(0, 500) || null,
          uploadedBy: input.uploadedBy ?? null,
        });
        return itemOf(row);
      } catch (error) {
        // Never leave a file without its row.
        await storage.delete(key).catch(() => {});
        throw error;
      }
    },

    async list(query: {
      id?: number | undefined;
      page: number;
      perPage: number;
      type?: "cms-image" | "document" | undefined;
      category?: string | undefined;
      search?: string | undefined;
    }): Promise<{ data: MediaItem[]; meta: ListMeta }> {
      const kind = query.type === "cms-image" ? "image" : query.type === "document" ? "document" : undefined;
      const { rows, total } = await repo.listLibrary(
        { id: query.id, kind, category: query.category, search: query.search },
        query.page,
        query.perPage,
      );
      return {
        data: rows.map(toMediaItem),
        meta: {
          page: query.page,
          perPage: query.perPage,
          total,
          lastPage: Math.max(1, Math.ceil(total / query.perPage)),
        },
      };
    },

    async update(
      id: number,
      body: Partial<Pick<MediaRow, "title" | "alt" | "category" | "crop" | "hotspot">>,
    ) {
      const row = await repo.update(id, body);
      if (!row) throw notFound("Fant ikke filen.");
      return itemOf(row);
    },

    usage,

    /** Refused while a page, draft or module template shows it: deleting would leave a broken image. */
    async remove(id: number): Promise<{ id: number }> {
      if ((await usage(id)).length > 0) throw apiError("MEDIA_IN_USE");
      const row = await repo.delete(id);
      if (!row) throw notFound("Fant ikke filen.");
      cache.delete(`${row.storageKey}?`);
      await storage.delete(row.storageKey);
      return { id };
    },

    /** The row of a stored file, by its key, before anything is read from storage. */
    file: (key: string) => repo.getByKey(key),

    /** A stored file, or one of its variants for `w`, `dpr`, `crop`, `fp` and `ar` (raster only). */
    async serve(
      row: MediaRow,
      query: Record<string, unknown>,
      acceptsWebp: boolean,
    ): Promise<ServedFile | null> {
      const key = row.storageKey;
      const base = {
        hidden: row.hidden,
        svg: row.mimeType === "image/svg+xml",
        document: row.kind === "document",
        filename: row.originalFilename,
      };
      const variant = row.kind === "image" && !base.svg ? parseImageVariant(query) : null;
      if (variant) {
        const cacheKey = `${key}?${JSON.stringify(variant)}&webp=${acceptsWebp}`;
        const cached = cache.get(cacheKey);
        if (cached) return { ...base, ...cached };
        const source = await original(key);
        if (!source) return null;
        const rendered = await renderVariant(source, row, variant, acceptsWebp);
        cache.set(cacheKey, rendered);
        return { ...base, ...rendered };
      }
      const source = await original(key);
      if (!source) return null;
      return { ...base, bytes: source, mime: row.mimeType };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
