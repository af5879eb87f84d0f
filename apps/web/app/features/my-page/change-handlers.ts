import type { ProjectDetail } from "@mt/contract/project";

/** What a change dialog hands back to the project page. */
export interface ChangeHandlers {
  onClose: () => void;
  /** The change went through: the fresh project and the toast text. */
  onDone: (project: ProjectDetail, toast: string) => void;
  /** The change failed: the message to show in the dialog, or null when the page took it over. */
  onFailed: (error: unknown) => string | null;
}
