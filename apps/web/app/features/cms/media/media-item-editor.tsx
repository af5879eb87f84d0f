import type { MediaItem, MediaUsage } from "@mt/contract/media";
import { IMAGE_CATEGORIES, type ImageCategory } from "@mt/domain/entities/enums";
import type { Hotspot } from "@mt/domain/entities/media-image";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CATEGORY_LABELS } from "../../../components/media/image-categories";
import { thumbnailUrl } from "../../../components/media/media-browser";
import { mediaKeys } from "../../../components/media/media-library-api";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { errorCode, errorMessage } from "../../../lib/api";
import { FocalPointPicker } from "./focal-point-picker";
import { mediaUsage, removeMedia, saveMedia } from "./media-api";

/** One library image: title, alt text, category and focal point; deleted only while no page shows it. */
export function MediaItemEditor({ item, onDone }: { item: MediaItem; onDone(): void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(item.title ?? "");
  const [alt, setAlt] = useState(item.alt ?? "");
  const [category, setCategory] = useState<ImageCategory | "">(item.category ?? "");
  const [hotspot, setHotspot] = useState<Hotspot | null>(item.hotspot ?? null);
  const [usedBy, setUsedBy] = useState<MediaUsage[] | null>(null);
  const [saved, setSaved] = useState(false);

  const save = useMutation({
    mutationFn: () =>
      saveMedia(item.id, {
        title: title.trim() || null,
        alt: alt.trim() || null,
        category: category || null,
        hotspot,
      }),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
  });
  const remove = useMutation({
    mutationFn: async () => {
      const usage = await mediaUsage(item.id);
      if (usage.length > 0) return usage;
      await removeMedia(item.id);
      return [];
    },
    onSuccess: async (usage) => {
      setUsedBy(usage.length > 0 ? usage : null);
      if (usage.length > 0) return;
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      onDone();
    },
    onError: async (error) => {
      // Someone placed the image on a page in between: show where.
      if (errorCode(error) === "MEDIA_IN_USE") setUsedBy(await mediaUsage(item.id).catch(() => []));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  }

  const svg = item.mimeType === "image/svg+xml";
  return (
    <form className="cms-media-editor" onSubmit={submit} aria-label="Rediger bilde">
      {svg ? (
        <img className="cms-media-editor__preview" src={item.url} alt="" />
      ) : (
        <FocalPointPicker src={thumbnailUrl(item, 640)} alt="" value={hotspot} onChange={setHotspot} />
      )}
      <p className="cms-media-editor__file">
        {item.originalFilename}
        {item.metadata?.width && item.metadata.height && ` · ${item.metadata.width}×${item.metadata.height}`}
      </p>
      <FormField label="Tittel" optional>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Alternativ tekst" hint="Beskriv bildet for dem som ikke ser det." optional>
        {(control) => (
          <input {...control} value={alt} maxLength={500} onChange={(event) => setAlt(event.target.value)} />
        )}
      </FormField>
      <FormField label="Kategori" optional>
        {(control) => (
          <Select
            {...control}
            value={category}
            onChange={(event) => setCategory(event.target.value as ImageCategory | "")}
          >
            <option value="">Ingen</option>
            {IMAGE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {save.isError && <Alert type="error">{errorMessage(save.error)}</Alert>}
      {saved && !save.isPending && (
        <p role="status" className="cms-media-editor__saved">
          Lagret
        </p>
      )}
      {usedBy && (
        <Alert type="warning" title="Bildet brukes og kan ikke slettes">
          <p>Fjern det fra disse først:</p>
          <ul>
            {usedBy.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                {use.kind === "page" ? (
                  <a href={use.path || "#"}>
                    {use.title} ({use.path || "utkast"})
                  </a>
                ) : (
                  <a href={`/module-templates/${use.id}`}>Modulmal: {use.title}</a>
                )}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {remove.isError && errorCode(remove.error) !== "MEDIA_IN_USE" && (
        <Alert type="error">{errorMessage(remove.error)}</Alert>
      )}
      <div className="cms-edit-actions">
        <Button type="submit" busy={save.isPending}>
          Lagre
        </Button>
        <Button variant="tertiary" busy={remove.isPending} onClick={() => remove.mutate()}>
          Slett bildet
        </Button>
        <Button variant="tertiary" onClick={onDone}>
          Lukk
        </Button>
      </div>
    </form>
  );
}
