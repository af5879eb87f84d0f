import type { LinkSearchResult } from "@mt/contract/cms";
import type { Menu, MenuItem, MenuItemBody } from "@mt/domain/entities/menu";

/** A menu item on the menus screen, with a key of its own for the list and drag and drop. */
export type EditableItem = MenuItem & { uid: string };

let counter = 0;
const nextUid = () => `item-${++counter}`;

export function editableItems(menu: Menu): EditableItem[] {
  return menu.items.map((item) => ({ ...item, uid: nextUid() }));
}

export function newItem(): EditableItem {
  return { uid: nextUid(), type: "page", label: "", url: null, pageId: null, meta: null };
}

/** The list with the item at `from` moved to `to` (clamped to the list); the same list if nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export function updateItem(items: readonly EditableItem[], uid: string, change: Partial<MenuItem>) {
  return items.map((item) => (item.uid === uid ? { ...item, ...change } : item));
}

export function removeItem(items: readonly EditableItem[], uid: string) {
  return items.filter((item) => item.uid !== uid);
}

/**
 * The item linked to a search result: a CMS page by its id (so the menu follows the page when it
 * moves), a catalogue job by its address. An empty label takes the result's title.
 */
export function linkItemTo(item: EditableItem, result: LinkSearchResult): EditableItem {
  const label = item.label.trim() ? item.label : result.title;
  return result.kind === "page"
    ? { ...item, label, type: "page", pageId: result.id, url: result.url }
    : { ...item, label, type: "url", pageId: null, url: result.url };
}

/** What PATCH cms/navigation/{id} takes. */
export function itemsToBody(items: readonly EditableItem[]): MenuItemBody[] {
  return items.map((item) => ({
    type: item.type,
    label: item.label.trim(),
    meta: item.meta ?? null,
    url: item.type === "url" ? (item.url?.trim() ?? null) : null,
    page_id: item.type === "page" ? (item.pageId ?? null) : null,
  }));
}

/** The server's messages per item ("items.2.url" → item 2), joined per item. */
export function itemErrors(fieldErrors: Record<string, string[]>): Map<number, string> {
  const errors = new Map<number, string>();
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = /^(?:body\.)?items\.(\d+)/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    errors.set(index, [errors.get(index), ...messages].filter(Boolean).join(" "));
  }
  return errors;
}

/** What the server would refuse, said before saving: an item needs a text, and its page or address. */
export function missingFields(items: readonly EditableItem[]): Map<number, string> {
  const errors = new Map<number, string>();
  items.forEach((item, index) => {
    const missing = [
      !item.label.trim() && "Skriv teksten i menyen.",
      item.type === "page" && !item.pageId && "Velg en side.",
      item.type === "url" && !item.url?.trim() && "Skriv en adresse.",
    ].filter(Boolean);
    if (missing.length > 0) errors.set(index, missing.join(" "));
  });
  return errors;
}
