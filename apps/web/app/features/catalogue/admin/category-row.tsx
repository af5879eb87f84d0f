import { deleteJobCategory } from "@mt/contract/catalogue";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { CategoryForm } from "./category-form";

/** The last move: which category went which way (a new object for every move). */
export interface Move {
  id: number;
  direction: -1 | 1;
}

/** One category in the list: its form, buttons to move it a place up or down, and removal. */
export function CategoryRow({
  category,
  first,
  last,
  focusAfterMove,
  onMove,
  onSaved,
  onRemoved,
}: {
  category: JobCategoryFront;
  first: boolean;
  last: boolean;
  /** This category was just moved: its button keeps the focus (the other one at either end). */
  focusAfterMove: Move | null;
  onMove(direction: -1 | 1): void;
  onSaved(category: JobCategoryFront): void;
  onRemoved(): void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => callApi(browserFetch, deleteJobCategory, { params: { id: category.id } }),
    onSuccess: onRemoved,
  });

  // Moving a row down moves its element in the page, which drops the focus.
  useEffect(() => {
    if (!focusAfterMove) return;
    const [wanted, other] = focusAfterMove.direction === -1 ? [up, down] : [down, up];
    (wanted.current && !wanted.current.disabled ? wanted : other).current?.focus();
  }, [focusAfterMove]);

  function close() {
    setConfirming(false);
    remove.reset();
  }

  return (
    <li className="admin-category" aria-label={category.title}>
      <CategoryForm category={category} onSaved={onSaved} />
      <div className="admin-category__actions">
        <Button
          ref={up}
          variant="tertiary"
          size="small"
          disabled={first}
          aria-label={`Flytt opp ${category.title}`}
          onClick={() => onMove(-1)}
        >
          Flytt opp
        </Button>
        <Button
          ref={down}
          variant="tertiary"
          size="small"
          disabled={last}
          aria-label={`Flytt ned ${category.title}`}
          onClick={() => onMove(1)}
        >
          Flytt ned
        </Button>
        <Button
          variant="tertiary"
          size="small"
          aria-label={`Slett ${category.title}`}
          onClick={() => setConfirming(true)}
        >
          Slett
        </Button>
      </div>
      <Modal open={confirming} onClose={close} title={`Slette kategorien «${category.title}»?`} width={480}>
        <p>Kategorien forsvinner fra nettbutikken. Det kan ikke angres.</p>
        {remove.isError && <Alert type="error">{errorMessage(remove.error)}</Alert>}
        <div className="admin-actions">
          <Button variant="secondary" onClick={close}>
            Avbryt
          </Button>
          <Button busy={remove.isPending} onClick={() => remove.mutate()}>
            Slett kategorien
          </Button>
        </div>
      </Modal>
    </li>
  );
}
