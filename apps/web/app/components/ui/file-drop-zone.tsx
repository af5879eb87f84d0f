import { type DragEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from "react";

export interface FileDropZoneProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "value" | "defaultValue" | "onChange" | "children"
  > {
  /** The chosen or dropped files that `accept` lets through (one unless `multiple`). */
  onFiles: (files: File[]) => void;
  /** What is dropped, in the zone's text: "Dra {noun} hit eller velg fil". */
  noun?: string;
  /** A short line in the zone, such as the file types. */
  hint?: ReactNode;
  /** Lists the names of the last chosen files; off where the caller shows what was uploaded. */
  showChosen?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Whether a file matches an `accept` list (MIME types, `type/*` and `.ext`), as the picker would. */
export function acceptsFile(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith(".")
        ? name.endsWith(entry)
        : entry.endsWith("/*")
          ? type.startsWith(entry.slice(0, -1))
          : type === entry,
    );
}

/**
 * The one file input: a drop zone with Norwegian text instead of the browser's "Choose File". The
 * real file input lies over the whole zone, transparent: a click or a tap anywhere opens the picker,
 * Tab reaches it and Enter or Space opens it, and its label is the caller's (`<FormField>` spreads its
 * id and ARIA wiring onto it). Dropped files are filtered by `accept` as the picker filters them.
 */
export function FileDropZone({
  onFiles,
  noun = "filer",
  hint,
  showChosen = true,
  accept,
  multiple = false,
  disabled = false,
  className,
  ...native
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);

  function take(files: File[]) {
    const kept = files.filter((file) => acceptsFile(file, accept)).slice(0, multiple ? undefined : 1);
    if (kept.length === 0) return;
    setChosen(kept.map((file) => file.name));
    onFiles(kept);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  }

  return (
    <div className={["file-drop-zone", className].filter(Boolean).join(" ")}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; keyboards use the file input inside */}
      <div
        className="file-drop-zone__area"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <input
          {...native}
          type="file"
          className="file-drop-zone__input"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Emptied so that choosing the same file again is a change too.
            event.target.value = "";
            take(files);
          }}
        />
        <div className="file-drop-zone__face" aria-hidden="true">
          <svg className="file-drop-zone__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path
              d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="file-drop-zone__text">
            Dra {noun} hit eller <span className="file-drop-zone__choose">velg fil</span>
          </span>
          {hint && <span className="file-drop-zone__hint">{hint}</span>}
        </div>
      </div>
      {showChosen && chosen.length > 0 && (
        <ul className="file-drop-zone__chosen" aria-label="Valgte filer">
          {chosen.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
