import type { MediaItem } from "@mt/contract/media";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { FileDropZone } from "../ui/file-drop-zone";
import { FormField } from "../ui/form-field";
import { mediaKeys, uploadImage } from "./media-library-api";

interface Upload {
  id: string;
  name: string;
  progress: number;
  state: "uploading" | "done" | "failed";
  error?: string;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml";

/** Several images at once, each with its own progress bar; the library refreshes when they are in. */
export function MediaUpload({ onUploaded }: { onUploaded?(items: MediaItem[]): void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queryClient = useQueryClient();
  const update = (id: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  async function onFiles(files: File[]) {
    const batch = files.map((file, index) => ({
      file,
      upload: { id: `${Date.now()}-${index}`, name: file.name, progress: 0, state: "uploading" as const },
    }));
    setUploads((list) => [...batch.map((entry) => entry.upload), ...list].slice(0, 20));
    const results = await Promise.all(
      batch.map(async ({ file, upload }) => {
        try {
          const item = await uploadImage(file, (progress) => update(upload.id, { progress }));
          update(upload.id, { progress: 1, state: "done" });
          return item;
        } catch (error) {
          update(upload.id, { state: "failed", error: errorMessage(error) });
          return null;
        }
      }),
    );
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    const done = results.filter((item): item is MediaItem => item !== null);
    if (done.length > 0) onUploaded?.(done);
  }

  return (
    <div className="media-upload">
      <FormField label="Last opp bilder">
        {(control) => (
          <FileDropZone
            {...control}
            accept={ACCEPT}
            multiple
            noun="bilder"
            hint="JPG, PNG, WEBP, GIF, AVIF eller SVG"
            showChosen={false}
            onFiles={(files) => void onFiles(files)}
          />
        )}
      </FormField>
      {uploads.length > 0 && (
        <ul className="media-upload__list" aria-label="Opplastinger">
          {uploads.map((upload) => (
            <li key={upload.id} className={`media-upload__item media-upload__item--${upload.state}`}>
              <span className="media-upload__name">{upload.name}</span>
              <progress
                max={1}
                value={upload.progress}
                aria-label={`Opplasting av ${upload.name}`}
                aria-valuetext={`${Math.round(upload.progress * 100)} %`}
              />
              <span role="status">
                {upload.state === "done"
                  ? "Lastet opp"
                  : upload.state === "failed"
                    ? upload.error
                    : `${Math.round(upload.progress * 100)} %`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
