import type { Crop, Hotspot } from "../entities/media-image.ts";
import { type Dpr, imageUrl, isUntouchedImage } from "../format/image-url.ts";

// Image variant URLs of CMS images, without zod, so the browser bundle stays small.

/** What a variant URL needs of an image. */
export interface ImageRef {
  url: string;
  crop?: Crop | null | undefined;
  hotspot?: Hotspot | null | undefined;
}

/** Widths the image server renders; a requested width is rounded up to the next one. */
export const IMAGE_WIDTHS = [
  80, 160, 240, 320, 400, 480, 560, 640, 800, 960, 1120, 1280, 1600, 1920, 2240,
] as const;
export const MAX_IMAGE_WIDTH = 2240;

export function snapImageWidth(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? MAX_IMAGE_WIDTH;
}

const two = (value: number) => String(Math.round(value * 100) / 100);

function isZeroCrop(crop: Crop): boolean {
  return crop.top === 0 && crop.bottom === 0 && crop.left === 0 && crop.right === 0;
}

export interface CmsImageUrlOptions {
  width?: number;
  dpr?: Dpr;
  /** Width / height to cut the image to, around its hotspot. */
  aspect?: number;
}

/**
 * The URL of one variant: width `w` and `dpr` (domain `imageUrl`), plus the crop (`crop=t,r,b,l`),
 * the hotspot (`fp=x,y`) and the aspect ratio (`ar`) when they matter. SVGs stay untouched.
 */
export function cmsImageUrl(image: ImageRef, options: CmsImageUrlOptions = {}): string {
  const base = imageUrl(image.url, { width: options.width, dpr: options.dpr });
  if (base === "" || isUntouchedImage(image.url) || base === image.url) return base;
  const extra = new URLSearchParams();
  if (image.crop && !isZeroCrop(image.crop)) {
    const { top, right, bottom, left } = image.crop;
    extra.set("crop", [top, right, bottom, left].map(two).join(","));
  }
  if (options.aspect) {
    extra.set("ar", two(options.aspect));
    if (image.hotspot) extra.set("fp", [image.hotspot.x, image.hotspot.y].map(two).join(","));
  }
  if (extra.size === 0) return base;
  const [path, hash = ""] = base.split("#", 2) as [string, string?];
  return `${path}&${extra.toString().replaceAll("%2C", ",")}${hash ? `#${hash}` : ""}`;
}

/** The dpr 1 and 2 variants as a srcset; SVGs give the plain URL. */
export function cmsImageSrcSet(image: ImageRef, options: Omit<CmsImageUrlOptions, "dpr"> = {}): string {
  if (isUntouchedImage(image.url)) return image.url;
  return `${cmsImageUrl(image, { ...options, dpr: 1 })} 1x, ${cmsImageUrl(image, { ...options, dpr: 2 })} 2x`;
}

/** CSS object-position for a hotspot, so cover-fitted images keep the focal point in view. */
export function objectPosition(hotspot: Hotspot | null | undefined): string | undefined {
  if (!hotspot) return undefined;
  return `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%`;
}

export interface ImageVariant {
  width: number;
  dpr: Dpr;
  crop: Crop | null;
  hotspot: Pick<Hotspot, "x" | "y"> | null;
  aspect: number | null;
}

function numbers(value: unknown, count: number): number[] | null {
  if (typeof value !== "string") return null;
  const parts = value.split(",").map(Number);
  if (parts.length !== count || parts.some((n) => !Number.isFinite(n) || n < 0 || n > 1)) return null;
  return parts;
}

/**
 * Reads a variant request (`w`, `dpr`, `crop`, `fp`, `ar`) from an image URL's query. No `w` means
 * the original. Widths snap to IMAGE_WIDTHS so only a bounded set of variants can be asked for;
 * invalid parts are ignored.
 */
export function parseImageVariant(query: Record<string, unknown>): ImageVariant | null {
  const width = Number(query.w);
  if (!query.w || !Number.isFinite(width) || width <= 0) return null;
  const dpr: Dpr = query.dpr === "2" ? 2 : 1;
  const crop = numbers(query.crop, 4);
  const fp = numbers(query.fp, 2);
  const aspect = Number(query.ar);
  const validAspect = query.ar && Number.isFinite(aspect) && aspect >= 0.2 && aspect <= 5;
  const [top = 0, right = 0, bottom = 0, left = 0] = crop ?? [];
  const validCrop = crop !== null && top + bottom < 1 && left + right < 1;
  const [x = 0.5, y = 0.5] = fp ?? [];
  return {
    width: snapImageWidth(width),
    dpr,
    crop: validCrop ? { top, right, bottom, left } : null,
    hotspot: fp ? { x, y } : null,
    aspect: validAspect ? Math.round(aspect * 100) / 100 : null,
  };
}
