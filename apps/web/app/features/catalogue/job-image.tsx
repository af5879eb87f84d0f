import { cmsImageSrcSet, cmsImageUrl } from "@mt/domain/cms/cms-image-url";

/**
 * A job's illustration from the media library in 4:3, as a responsive variant at the width it is
 * shown (and twice that for dense screens). `eager` only for the one image above the fold.
 */
export function JobImage({
  url,
  alt,
  width,
  eager = false,
  className,
}: {
  url: string;
  alt: string;
  width: number;
  eager?: boolean;
  className?: string;
}) {
  const aspect = 4 / 3;
  const image = { url };
  return (
    <img
      className={className}
      src={cmsImageUrl(image, { width, aspect })}
      srcSet={cmsImageSrcSet(image, { width, aspect })}
      alt={alt}
      width={width}
      height={Math.round(width / aspect)}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
