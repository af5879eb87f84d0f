import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/** What an upload turned out to be, from its bytes (never from its name or declared type). */
export type Sniffed =
  | { kind: "raster"; mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "image/avif" }
  | { kind: "svg"; mime: "image/svg+xml" }
  | { kind: "pdf"; mime: "application/pdf" }
  | { kind: "unknown"; mime: string | null };

const RASTER = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  // An XML declaration, comments and a doctype may come before the root element.
  const rest = head
    .replace(/^<\?xml[^>]*\?>\s*/i, "")
    .replace(/^(?:<!--[\s\S]*?-->\s*)*/, "")
    .replace(/^<!DOCTYPE[^>]*>\s*/i, "");
  return /^<svg[\s>]/i.test(rest);
}

export async function sniff(bytes: Buffer): Promise<Sniffed> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && RASTER.has(type.mime))
    return { kind: "raster", mime: type.mime as Extract<Sniffed, { kind: "raster" }>["mime"] };
  if (type?.mime === "application/pdf") return { kind: "pdf", mime: "application/pdf" };
  const textual = !type || type.mime === "application/xml" || type.mime === "image/svg+xml";
  if (textual && looksLikeSvg(bytes)) return { kind: "svg", mime: "image/svg+xml" };
  return { kind: "unknown", mime: type?.mime ?? null };
}

/** Longest side an original is kept at. */
export const MAX_STORED_SIDE = 4096;

export interface Encoded {
  bytes: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes a raster image: orientation applied, metadata (EXIF, GPS) dropped, at most
 * MAX_STORED_SIDE on the longest side. GIF and AVIF become WebP (animation kept).
 */
export async function reencode(bytes: Buffer, mime: string, maxPixels: number): Promise<Encoded> {
  const animated = mime === "image/gif" || mime === "image/webp";
  let pipeline = sharp(bytes, { limitInputPixels: maxPixels, animated, failOn: "error" })
    .rotate()
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true });
  let out: { mime: string; ext: string };
  if (mime === "image/jpeg") {
    pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    out = { mime, ext: "jpg" };
  } else if (mime === "image/png") {
    pipeline = pipeline.png({ compressionLevel: 9 });
    out = { mime, ext: "png" };
  } else {
    pipeline = pipeline.webp({ quality: 85 });
    out = { mime: "image/webp", ext: "webp" };
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, ...out, width: info.width, height: info.pageHeight ?? info.height };
}

/** Width and height from the header alone, without decoding the pixels. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    return null;
  }
}
