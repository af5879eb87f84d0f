import type { PageContent } from "./page-content";

/** Changes not yet saved on the server, kept in the browser so neither a closed tab nor a lost connection loses them. */
export interface UnsentChanges {
  content: PageContent;
  /** The draft (and its revision) the changes were made on; null when there was no draft yet. */
  draftId: number | null;
  savedAt: string;
}

const keyOf = (pageId: number) => `cms-unsent:${pageId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function writeUnsent(pageId: number, content: PageContent, draftId: number | null, now = new Date()) {
  const value: UnsentChanges = { content, draftId, savedAt: now.toISOString() };
  try {
    storage()?.setItem(keyOf(pageId), JSON.stringify(value));
  } catch {
    // A full storage must not stop the editor; the server save still runs.
  }
}

export function readUnsent(pageId: number): UnsentChanges | null {
  const raw = storage()?.getItem(keyOf(pageId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as UnsentChanges;
    return value && Array.isArray(value.content?.modules) ? value : null;
  } catch {
    return null;
  }
}

export function clearUnsent(pageId: number) {
  storage()?.removeItem(keyOf(pageId));
}
