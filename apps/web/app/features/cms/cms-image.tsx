import type { CmsImage as Image } from "@mt/domain/cms/cms-image";
import { cmsImageSrcSet, cmsImageUrl, objectPosition } from "@mt/domain/cms/cms-image-url";

/**
 * A CMS image with dpr 1 and 2 variants, cut to an aspect ratio around its hotspot when one is
 * given. Width and height are always set, so the layout never jumps.
 */
export function CmsImage({
  image,
  width,
  aspect,
  priority = false,
  className,
  sizes,
}: {
  image: Image;
  /** CSS pixels the image is shown at, at most. */
  width: number;
  aspect?: number;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  const natural =
    image.metadata?.width && image.metadata?.height
      ? image.metadata.width / image.metadata.height
      : undefined;
  // An image of unknown size is cut to 16:9 around its hotspot: its height is known before it loads.
  const cut = aspect ?? (natural ? undefined : 16 / 9);
  const ratio = cut ?? (natural as number);
  return (
    <img
      className={className}
      src={cmsImageUrl(image, { width, ...(cut && { aspect: cut }) })}
      srcSet={cmsImageSrcSet(image, { width, ...(cut && { aspect: cut }) })}
      {...(sizes && { sizes })}
      alt={image.alt ?? ""}
      width={width}
      height={Math.round(width / ratio)}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority && { fetchPriority: "high" as const })}
      style={{ objectPosition: objectPosition(image.hotspot) }}
    />
  );
}
