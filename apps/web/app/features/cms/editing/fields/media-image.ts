import type { MediaItem } from "@mt/contract/media";
import type { CmsImage } from "@mt/domain/cms/cms-image";

/** A library image as a module's image field holds it. */
export function cmsImageOf(item: MediaItem): CmsImage {
  return {
    id: item.id,
    url: item.url,
    alt: item.alt ?? "",
    ...(item.hotspot && { hotspot: item.hotspot }),
    ...(item.crop && { crop: item.crop }),
    ...(item.metadata && { metadata: item.metadata }),
  };
}
