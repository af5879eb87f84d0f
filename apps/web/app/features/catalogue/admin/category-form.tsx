import { zodResolver } from "@hookform/resolvers/zod";
import { categoryBodySchema, createJobCategory, updateJobCategory } from "@mt/contract/catalogue";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { jobCategoryToFront } from "@mt/domain/entities/job-category-links";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { ImageSelect } from "../../../components/media/image-select";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../../lib/api";

const categoryFormSchema = z.object({
  name: categoryBodySchema.shape.name,
  /** A media-library image's url, chosen in the picker. */
  imageUrl: z.string().nullable(),
  pageId: z.string().trim().regex(/^\d*$/, "Skriv sidens id med sifre"),
});
type FormInput = z.input<typeof categoryFormSchema>;
type FormOutput = z.output<typeof categoryFormSchema>;

// An image error has no field of its own to show under: it goes with the status.
const FIELDS: FieldPath<FormInput>[] = ["name", "pageId"];

const formValues = (category?: JobCategoryFront): FormInput => ({
  name: category?.title ?? "",
  imageUrl: category?.imageUrl ?? null,
  pageId: category?.pageId ? String(category.pageId) : "",
});

async function saveCategory(category: JobCategoryFront | undefined, values: FormOutput) {
  const body = {
    name: values.name,
    imageUrl: values.imageUrl,
    pageId: values.pageId ? Number(values.pageId) : null,
  };
  const answer = category
    ? await callApi(browserFetch, updateJobCategory, { params: { id: category.id }, body })
    : await callApi(browserFetch, createJobCategory, { body });
  return jobCategoryToFront(answer.data);
}

/** A category's name, image (from the media library) and CMS page: a new one, or a change to one. */
export function CategoryForm({
  category,
  onSaved,
}: {
  /** Absent for a new category. */
  category?: JobCategoryFront;
  onSaved(category: JobCategoryFront): void;
}) {
  const prefix = category ? `kategori-${category.id}` : "ny-kategori";
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: formValues(category),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: FormOutput) => saveCategory(category, values),
    onSuccess: (saved) => {
      form.reset(formValues(category ? saved : undefined));
      setStatus(category ? "Lagret." : `Kategorien «${saved.title}» er opprettet.`);
      onSaved(saved);
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.error.fieldErrors : {};
      const rest: string[] = [];
      for (const [key, messages] of Object.entries(fieldErrors)) {
        const field = FIELDS.find((name) => key.replace(/^body\./, "") === name);
        if (field) form.setError(field, { message: messages.join("\n") });
        else rest.push(messages.join("\n"));
      }
      setStatus(Object.keys(fieldErrors).length ? rest.join("\n") || null : errorMessage(error));
    },
  });
  const imageUrl = form.watch("imageUrl");

  return (
    <form
      className="admin-category__form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setStatus(null);
        save.mutate(values);
      })}
    >
      <ImageSelect
        label="Bilde"
        selected={imageUrl}
        onSelect={(item) => {
          form.setValue("imageUrl", item?.url ?? null, { shouldDirty: true });
          setStatus(null);
        }}
      />
      <FormField id={`${prefix}-navn`} className="admin-field" label="Navn" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register("name")} />}
      </FormField>
      <FormField
        id={`${prefix}-side`}
        className="admin-field"
        label="CMS-side (id)"
        optional
        error={errors.pageId?.message}
      >
        {(control) => <input inputMode="numeric" {...control} {...form.register("pageId")} />}
      </FormField>
      <div className="admin-category__save">
        <Button type="submit" variant={category ? "secondary" : "primary"} size="small" busy={save.isPending}>
          {category ? "Lagre kategori" : "Opprett kategori"}
        </Button>
        <span role="status" className="admin-hint">
          {status}
        </span>
      </div>
    </form>
  );
}
