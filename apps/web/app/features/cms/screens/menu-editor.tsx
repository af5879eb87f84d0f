import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { updateMenu } from "@mt/contract/cms";
import type { Menu } from "@mt/domain/entities/menu";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../../lib/api";
import { itemName, MenuItemRow } from "./menu-item-row";
import {
  type EditableItem,
  editableItems,
  itemErrors,
  itemsToBody,
  missingFields,
  moveItem,
  newItem,
  removeItem,
} from "./menu-items";
import { menuTitle } from "./menu-titles";
import { cmsScreenKeys } from "./screens-api";

/** Norwegian words for what a screen reader hears while an item is dragged. */
function announcements(items: EditableItem[]): Announcements {
  const at = (id: string | number) => items.findIndex((item) => item.uid === id);
  const name = (id: string | number) => itemName(items[at(id)] as EditableItem, at(id));
  return {
    onDragStart: ({ active }) => `Tok opp ${name(active.id)}, plass ${at(active.id) + 1} av ${items.length}.`,
    // The item is over its own place as soon as it is picked up: keep "Tok opp" audible then.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${name(active.id)} er over plass ${at(over.id) + 1} av ${items.length}.`
          : `${name(active.id)} er utenfor listen.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} ble sluppet på plass ${at(over.id) + 1} av ${items.length}.`
        : `${name(active.id)} ble sluppet.`,
    onDragCancel: ({ active }) => `Flyttingen ble avbrutt. ${name(active.id)} ble liggende.`,
  };
}

const INSTRUCTIONS =
  "Trykk mellomrom eller Enter for å ta opp menypunktet. Flytt det med piltastene, slipp med mellomrom eller Enter, avbryt med Escape.";

/** One menu: its items reordered by drag and drop or the move buttons, edited, and saved at once. */
export function MenuEditor({ menu }: { menu: Menu }) {
  const headingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [items, setItems] = useState(() => editableItems(menu));
  const [openUid, setOpenUid] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [missing, setMissing] = useState<Map<number, string>>(new Map());
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const change = (next: EditableItem[]) => {
    setItems(next);
    setDirty(true);
    setMissing(new Map());
  };
  const save = useMutation({
    mutationFn: async () =>
      (
        await callApi(browserFetch, updateMenu, {
          params: { id: menu.id },
          body: { items: itemsToBody(items) },
        })
      ).data,
    onSuccess: async (saved) => {
      setItems(editableItems(saved));
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: cmsScreenKeys.menus });
      toast.success(`${menuTitle(menu.key, menu.title)} er lagret`);
    },
  });
  const errors =
    missing.size > 0
      ? missing
      : save.error instanceof ApiError
        ? itemErrors(save.error.error.fieldErrors)
        : new Map<number, string>();
  const title = menuTitle(menu.key, menu.title);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.uid === active.id);
    const to = items.findIndex((item) => item.uid === over.id);
    change(moveItem(items, from, to));
  }

  return (
    <section className="desk-panel cms-menu" aria-labelledby={headingId} data-testid={`menu-${menu.key}`}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 && <p>Menyen er tom.</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: announcements(items),
          screenReaderInstructions: { draggable: INSTRUCTIONS },
        }}
      >
        <SortableContext items={items.map((item) => item.uid)} strategy={verticalListSortingStrategy}>
          <ol className="cms-menu__items" aria-label={`Menypunktene i ${title}`}>
            {items.map((item, index) => (
              <MenuItemRow
                key={item.uid}
                item={item}
                index={index}
                count={items.length}
                open={openUid === item.uid}
                error={errors.get(index)}
                onOpen={(open) => setOpenUid(open ? item.uid : null)}
                onChange={(next) => change(items.map((i) => (i.uid === item.uid ? next : i)))}
                onMove={(to) => change(moveItem(items, index, to))}
                onRemove={() => change(removeItem(items, item.uid))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {save.isError && (
        <Alert type="error">
          {errors.size > 0 ? "Rett feilene i menypunktene over." : errorMessage(save.error)}
        </Alert>
      )}
      <div className="cms-screens__actions">
        <Button
          variant="secondary"
          onClick={() => {
            const item = newItem();
            change([...items, item]);
            setOpenUid(item.uid);
          }}
        >
          Legg til menypunkt <span className="visually-hidden">i {title}</span>
        </Button>
        <Button
          onClick={() => {
            const found = missingFields(items);
            setMissing(found);
            if (found.size === 0) save.mutate();
            else save.reset();
          }}
          busy={save.isPending}
        >
          Lagre meny <span className="visually-hidden">{title}</span>
        </Button>
        {dirty && <span className="desk-table__muted">Ulagrede endringer</span>}
      </div>
    </section>
  );
}
