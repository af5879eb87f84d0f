import { create } from "zustand";

/** Where the page's draft stands, as the admin bar shows it. */
export type SaveStatus =
  | "published"
  | "unpublished"
  | "dirty"
  | "saving"
  | "saved"
  | "retrying"
  | "conflict"
  | "invalid";

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  published: "Publisert",
  unpublished: "Utkast med upubliserte endringer",
  dirty: "Ulagrede endringer",
  saving: "Lagrer …",
  saved: "Lagret",
  retrying: "Ikke lagret – prøver igjen",
  conflict: "Endret av en annen – velg hva som skal beholdes",
  invalid: "Ikke lagret – innholdet har feil",
};

/** What the bar's buttons do; the page editor provides them while it edits a page. */
export interface PageEditorCommands {
  save(): void;
  publish(): void;
  undo(): void;
  redo(): void;
}

interface PageEditorState {
  /** The CMS page on screen, when the page editor is mounted. */
  page: { id: number; title: string } | null;
  status: SaveStatus;
  /** Why the last save failed (a validation message), shown beside the status. */
  message: string | null;
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  preview: boolean;
  versionsOpen: boolean;
  commands: PageEditorCommands | null;
  set(partial: Partial<Omit<PageEditorState, "set">>): void;
}

/** The admin bar and the page editor talk through this (kept in memory only). */
export const usePageEditorStore = create<PageEditorState>()((set) => ({
  page: null,
  status: "published",
  message: null,
  canUndo: false,
  canRedo: false,
  busy: false,
  preview: false,
  versionsOpen: false,
  commands: null,
  set: (partial) => set(partial),
}));
