import { orderJobCategories } from "@mt/contract/catalogue";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { CategoryForm } from "./category-form";
import { CategoryRow, type Move } from "./category-row";

/** The list moved one place: the category at `index` swaps with its neighbour in `direction`. */
export function moveCategory<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * The job categories on the job-template page, in the storefront's order: each changed alone, moved
 * one place at a time with buttons (every move saves the whole order), removed when no job template
 * uses it, and new ones added below.
 */
export function CategoriesAdmin({
  categories,
  onChange,
}: {
  categories: JobCategoryFront[];
  onChange(categories: JobCategoryFront[]): void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [removals, setRemovals] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const order = useMutation({
    mutationFn: (list: JobCategoryFront[]) =>
      callApi(browserFetch, orderJobCategories, { body: { ids: list.map((c) => c.id) } }),
  });

  // A removed category's row takes its buttons with it: focus goes to the list's heading.
  useEffect(() => {
    if (removals > 0) heading.current?.focus();
  }, [removals]);

  function move(index: number, direction: -1 | 1) {
    const category = categories[index];
    if (!category) return;
    const before = categories;
    const after = moveCategory(categories, index, direction);
    onChange(after);
    setLastMove({ id: category.id, direction });
    setAnnouncement(
      `«${category.title}» er flyttet til plass ${index + direction + 1} av ${categories.length}.`,
    );
    order.mutate(after, {
      onError: () => {
        onChange(before);
        setAnnouncement("");
      },
    });
  }

  return (
    <section aria-labelledby="kategorier-tittel" className="admin-categories">
      <h2 id="kategorier-tittel" ref={heading} tabIndex={-1}>
        Kategorier
      </h2>
      <p className="admin-hint">Kategoriene vises i denne rekkefølgen i nettbutikken.</p>
      {order.isError && (
        <Alert type="error" title="Rekkefølgen ble ikke lagret">
          {errorMessage(order.error)}
        </Alert>
      )}
      <ol className="admin-categories__list" aria-labelledby="kategorier-tittel">
        {categories.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === categories.length - 1}
            focusAfterMove={lastMove?.id === category.id ? lastMove : null}
            onMove={(direction) => move(index, direction)}
            onSaved={(saved) => onChange(categories.map((c) => (c.id === saved.id ? saved : c)))}
            onRemoved={() => {
              onChange(categories.filter((c) => c.id !== category.id));
              setLastMove(null);
              setRemovals((count) => count + 1);
              setAnnouncement(`Kategorien «${category.title}» er slettet.`);
            }}
          />
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <section aria-labelledby="ny-kategori-tittel" className="admin-category-new">
        <h3 id="ny-kategori-tittel">Ny kategori</h3>
        <CategoryForm onSaved={(created) => onChange([...categories, created])} />
      </section>
    </section>
  );
}
