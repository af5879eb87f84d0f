import { updateJobCategory } from "@mt/contract/catalogue";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { ApiError, browserFetch, callApi } from "../../../lib/api";
import { JobImage } from "../job-image";

/** One category's name and image (a URL from the media library, as job templates have), saved alone. */
function CategoryRow({ category }: { category: JobCategoryFront }) {
  const [name, setName] = useState(category.title);
  const [imageUrl, setImageUrl] = useState(category.imageUrl ?? "");
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      callApi(browserFetch, updateJobCategory, {
        params: { id: category.id },
        body: { name, imageUrl: imageUrl.trim() || null },
      }),
    onSuccess: () => setSaved(true),
  });
  const errors = save.error instanceof ApiError ? save.error.error.fieldErrors : {};
  const failed = save.error && !Object.keys(errors).length ? (save.error as Error).message : null;
  return (
    <li className="admin-category">
      {imageUrl.startsWith("/media/") ? (
        <JobImage url={imageUrl} alt="" width={96} className="admin-category__image" />
      ) : (
        <span className="admin-category__image" />
      )}
      <FormField
        id={`kategori-${category.id}-navn`}
        className="admin-field"
        label="Navn"
        error={errors.name?.join("\n")}
      >
        {(control) => (
          <input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setSaved(false);
            }}
            {...control}
          />
        )}
      </FormField>
      <FormField
        id={`kategori-${category.id}-bilde`}
        className="admin-field"
        label="Bilde (URL fra mediebiblioteket)"
        hint="For eksempel /media/seed/kategori-elektriker.jpg"
        error={errors.imageUrl?.join("\n")}
      >
        {(control) => (
          <input
            value={imageUrl}
            onChange={(e) => {
              setImageUrl(e.target.value);
              setSaved(false);
            }}
            {...control}
          />
        )}
      </FormField>
      <div className="admin-category__save">
        <Button variant="secondary" size="small" busy={save.isPending} onClick={() => save.mutate()}>
          Lagre kategori
        </Button>
        <span aria-live="polite" className="admin-hint">
          {saved ? "Lagret." : failed}
        </span>
      </div>
    </li>
  );
}

/** The job categories on the job-template page: each with its name and image. */
export function CategoriesAdmin({ categories }: { categories: JobCategoryFront[] }) {
  return (
    <section aria-labelledby="kategorier-tittel" className="admin-categories">
      <h2 id="kategorier-tittel">Kategorier</h2>
      <ul className="admin-categories__list">
        {categories.map((category) => (
          <CategoryRow key={category.id} category={category} />
        ))}
      </ul>
    </section>
  );
}
