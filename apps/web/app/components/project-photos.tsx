import { imageSrcSet, imageUrl } from "@mt/domain/format/image-url";
import "./project-photos.css";

const THUMB = 96;
const FULL_WIDTH = 1600;

/**
 * The customer's photos of one job as thumbnails; each links to the photo in full size. The URLs
 * come from the project, which only its customer (and staff) can read.
 */
export function ProjectPhotos({ images, jobTitle }: { images: readonly string[]; jobTitle: string }) {
  if (images.length === 0) return null;
  return (
    <ul className="project-photos" aria-label={`Bilder til ${jobTitle}`}>
      {images.map((url, index) => (
        <li key={url}>
          <a className="project-photos__link" href={imageUrl(url, { width: FULL_WIDTH })}>
            <img
              src={imageUrl(url, { width: THUMB * 2 })}
              srcSet={imageSrcSet(url, THUMB * 2)}
              alt={`Bilde ${index + 1} av ${images.length}, åpne i full størrelse`}
              width={THUMB}
              height={THUMB}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
