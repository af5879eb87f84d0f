import type { Crop, Hotspot } from "../entities/media-image.ts";

export interface Size {
  width: number;
  height: number;
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The part of an image to keep: first the crop (share cut from each side), then, for a target aspect
 * ratio (width / height), the largest region of that ratio centred on the hotspot as far as the image
 * allows. Whole pixels, never outside the image, at least 1 × 1.
 */
export function focalRegion(
  image: Size,
  options: { crop?: Crop | null; hotspot?: Hotspot | null; aspect?: number | null } = {},
): Region {
  const crop = options.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const cropLeft = Math.round(image.width * crop.left);
  const cropTop = Math.round(image.height * crop.top);
  const cropWidth = Math.max(1, Math.round(image.width * (1 - crop.left - crop.right)));
  const cropHeight = Math.max(1, Math.round(image.height * (1 - crop.top - crop.bottom)));
  const base: Region = {
    left: clamp(cropLeft, 0, image.width - 1),
    top: clamp(cropTop, 0, image.height - 1),
    width: 0,
    height: 0,
  };
  base.width = clamp(cropWidth, 1, image.width - base.left);
  base.height = clamp(cropHeight, 1, image.height - base.top);
  const aspect = options.aspect;
  if (!aspect || !Number.isFinite(aspect) || aspect <= 0) return base;

  let width = base.width;
  let height = Math.round(width / aspect);
  if (height > base.height) {
    height = base.height;
    width = Math.max(1, Math.round(height * aspect));
  }
  height = Math.max(1, height);
  // The hotspot is given relative to the whole image.
  const centreX = (options.hotspot?.x ?? crop.left + (1 - crop.left - crop.right) / 2) * image.width;
  const centreY = (options.hotspot?.y ?? crop.top + (1 - crop.top - crop.bottom) / 2) * image.height;
  const left = clamp(Math.round(centreX - width / 2), base.left, base.left + base.width - width);
  const top = clamp(Math.round(centreY - height / 2), base.top, base.top + base.height - height);
  return { left, top, width, height };
}
