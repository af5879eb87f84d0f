import { zodResolver } from "@hookform/resolvers/zod";
import type { MediaItem, MediaUsage } from "@mt/contract/media";
import { IMAGE_CATEGORIES, imageCategorySchema } from "@mt/domain/entities/enums";
import { hotspotSchema } from "@mt/domain/entities/media-image";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
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

/** The editor's fields, with the update's limits; an empty text or category is saved as none. */
const mediaFormSchema = z.object({
  title: z
    .string()
    .trim()
    .max(200)
    .transform((text) => text || null),
  alt: z
    .string()
    .trim()
    .max(500)
    .transform((text) => text || null),
  category: z.union([z.literal(""), imageCategorySchema]).transform((value) => value || null),
  hotspot: hotspotSchema.nullable(),
});
type MediaFormInput = z.input<typeof mediaFormSchema>;
type MediaFormValues = z.output<typeof mediaFormSchema>;

/** One library image: title, alt text, category and focal point; deleted only while no page shows it. */
export function MediaItemEditor({ item, onDone }: { item: MediaItem; onDone(): void }) {
  const queryClient = useQueryClient();
  const form = useForm<MediaFormInput, unknown, MediaFormValues>({
    resolver: zodResolver(mediaFormSchema),
    defaultValues: {
      title: item.title ?? "",
      alt: item.alt ?? "",
      category: item.category ?? "",
      hotspot: item.hotspot ?? null,
    },
  });
  const { errors } = form.formState;
  const [usedBy, setUsedBy] = useState<MediaUsage[] | null>(null);
  const [saved, setSaved] = useState(false);

  const save = useMutation({
    mutationFn: (values: MediaFormValues) => saveMedia(item.id, values),
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

  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });

  const svg = item.mimeType === "image/svg+xml";
  return (
    <form className="cms-media-editor" onSubmit={submit} aria-label="Rediger bilde" noValidate>
      {svg ? (
        <img className="cms-media-editor__preview" src={item.url} alt="" />
      ) : (
        <Controller
          control={form.control}
          name="hotspot"
          render={({ field }) => (
            <FocalPointPicker
              src={thumbnailUrl(item, 640)}
              alt=""
              value={field.value ?? null}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <p className="cms-media-editor__file">
        {item.originalFilename}
        {item.metadata?.width && item.metadata.height && ` · ${item.metadata.width}×${item.metadata.height}`}
      </p>
      <FormField label="Tittel" optional error={errors.title?.message}>
        {(control) => <input {...control} maxLength={200} {...form.register("title")} />}
      </FormField>
      <FormField
        label="Alternativ tekst"
        hint="Beskriv bildet for dem som ikke ser det."
        optional
        error={errors.alt?.message}
      >
        {(control) => <input {...control} maxLength={500} {...form.register("alt")} />}
      </FormField>
      <FormField label="Kategori" optional error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register("category")}>
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
