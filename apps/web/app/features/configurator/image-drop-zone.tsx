import { type DragEvent, type HTMLAttributes, useState } from "react";

export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/heic";

export interface ImageDropZoneProps {
  inputId: string;
  /** The URLs of the pictures already uploaded. */
  images: string[];
  /** How many more pictures may be chosen. */
  room: number;
  busy: boolean;
  /** aria-describedby / aria-invalid for the file input. */
  aria: HTMLAttributes<HTMLElement>;
  onFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
}

/**
 * A drop zone for pictures: drag them onto it, click it, or Tab to it and press Enter or Space.
 * The real file input stays inside (visually hidden, still focusable) so keyboards, screen readers
 * and browser automation use it as usual; the zone is its label.
 */
export function ImageDropZone({ inputId, images, room, busy, aria, onFiles, onRemove }: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = [...event.dataTransfer.files].filter((f) =>
      ACCEPTED_IMAGE_TYPES.split(",").includes(f.type),
    );
    if (files.length > 0) onFiles(files.slice(0, room));
  }

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
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; keyboards use the file input inside
        <div
          className="drop-zone"
          data-dragging={dragging || undefined}
          data-busy={busy || undefined}
          onDragEnter={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={drop}
        >
          <input
            id={inputId}
            className="drop-zone__input"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            multiple={room > 1}
            disabled={busy}
            {...aria}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              if (files.length > 0) onFiles(files.slice(0, room));
            }}
          />
          <label htmlFor={inputId} className="drop-zone__label">
            <svg className="drop-zone__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path
                d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="drop-zone__text">
              Dra bilder hit eller <span className="drop-zone__choose">velg fil</span>
            </span>
            <span className="drop-zone__hint">JPG, PNG, WEBP eller HEIC</span>
          </label>
        </div>
      )}
    </>
  );
}
