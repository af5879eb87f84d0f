import { FileDropZone } from "../../components/ui/file-drop-zone";
import type { fieldAria } from "../../components/ui/form-field";

export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/heic";

export interface ImageDropZoneProps {
  inputId: string;
  /** The URLs of the pictures already uploaded. */
  images: string[];
  /** How many more pictures may be chosen. */
  room: number;
  busy: boolean;
  /** aria-describedby / aria-invalid for the file input. */
  aria: ReturnType<typeof fieldAria>;
  onFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
}

/** The pictures a question has uploaded, each removable, and the drop zone for more while there is room. */
export function ImageDropZone({ inputId, images, room, busy, aria, onFiles, onRemove }: ImageDropZoneProps) {
  return (
    <>
      {images.length > 0 && (
        <ul className="uploads" aria-label="Valgte bilder">
          {images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`Opplastet bilde ${index + 1}`} width={96} height={96} />
              <button
                type="button"
                className="uploads__remove"
                aria-label={`Fjern bilde ${index + 1}`}
                onClick={() => onRemove(url)}
              >
                Fjern bilde
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <FileDropZone
          id={inputId}
          accept={ACCEPTED_IMAGE_TYPES}
          multiple={room > 1}
          disabled={busy}
          noun="bilder"
          hint="JPG, PNG, WEBP eller HEIC"
          showChosen={false}
          {...aria}
          onFiles={(files) => onFiles(files.slice(0, room))}
        />
      )}
    </>
  );
}
