import { cmsImageSrcSet, cmsImageUrl } from "@mt/domain/cms/cms-image-url";

/**
 * A job's illustration from the media library in 4:3, as a responsive variant at the width it is
 * shown (and twice that for dense screens). `load`: "lazy" until it comes near the screen, "eager"
 * above the fold but after the main one (low priority, so it never shares the slow first moments with
 * it), "main" for the page's largest image, fetched before anything else (and the page's scripts wait
 * for it to paint, decision 050).
 */
export function JobImage({
  url,
  alt,
  width,
  load = "lazy",
  className,
}: {
  url: string;
  alt: string;
  width: number;
  load?: "lazy" | "eager" | "main";
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
      loading={load === "lazy" ? "lazy" : "eager"}
      decoding={load === "main" ? "sync" : "async"}
      fetchPriority={load === "main" ? "high" : load === "eager" ? "low" : undefined}
    />
  );
}
