export const DEFAULT_IMAGE_WIDTH = 1120;

export type Dpr = 1 | 2;

export interface ImageUrlOptions {
  width?: number | undefined;
  dpr?: Dpr | undefined;
}

const LOCAL_BASE = "http://local.invalid";

/** SVG (by file name) and inline data or blob URLs are left untouched. */
export function isUntouchedImage(url: string): boolean {
  if (/^(data|blob):/i.test(url)) return true;
  return url
    .replace(/[?#].*$/s, "")
    .toLowerCase()
    .endsWith(".svg");
}

/** The default dpr: 2 on retina screens, else 1. */
export function defaultDpr(devicePixelRatio: number | undefined): Dpr {
  return devicePixelRatio !== undefined && devicePixelRatio > 1 ? 2 : 1;
}

/**
 * The image URL with width `w` (default 1120) and `dpr` query parameters, keeping its other parameters.
 * Relative URLs stay relative. Empty URLs, SVGs and URLs that cannot be parsed come back unchanged.
 */
export function imageUrl(url: string, options: ImageUrlOptions = {}): string {
  if (url === "" || isUntouchedImage(url)) return url;
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith("//");
  let parsed: URL;
  try {
    parsed = new URL(url, LOCAL_BASE);
  } catch {
    return url;
  }
  parsed.searchParams.set("w", String(Math.round(options.width ?? DEFAULT_IMAGE_WIDTH)));
  parsed.searchParams.set("dpr", String(options.dpr ?? 1));
  if (absolute) return url.startsWith("//") ? parsed.href.replace(/^https?:/, "") : parsed.href;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The dpr 1 and 2 variants, as an img srcset ("… 1x, … 2x"). SVGs give just the URL. */
export function imageSrcSet(url: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  if (url === "" || isUntouchedImage(url)) return url;
  return `${imageUrl(url, { width, dpr: 1 })} 1x, ${imageUrl(url, { width, dpr: 2 })} 2x`;
}

/**
 * A file of this site's media library ("/media/2026/11/<uuid>.jpg"): the only kind of image a
 * customer's line may show; any other string a client sent (another site, a script URL) is dropped.
 */
export function isMediaPath(url: string): boolean {
  return (
    /^\/media\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/.test(url) && !/\/\.\.?(?:\/|$)/.test(url)
  );
}
