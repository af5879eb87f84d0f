import type { Draft } from "@mt/contract/cms";
import { ApiError, errorCode, errorMessage } from "../../../lib/api";
import { type PageContent, sameContent } from "./page-content";
import type { SaveStatus } from "./page-editor-store";
import { clearUnsent, writeUnsent } from "./unsent-changes";

/** The calls the sync makes; the page editor binds them to the API. */
export interface DraftApi {
  listDrafts(): Promise<Draft[]>;
  createDraft(content: PageContent): Promise<Draft>;
  updateDraft(
    draft: { id: number; revision: number },
    content: PageContent | null,
    publish: boolean,
  ): Promise<Draft>;
  /** The published page's content, as it is now. */
  published(): Promise<PageContent>;
}

export interface Theirs {
  draft: { id: number; revision: number } | null;
  content: PageContent;
}

export interface DraftSyncOptions {
  pageId: number;
  api: DraftApi;
  /** A message when the content cannot be saved (invalid modules), else null. */
  validate(content: PageContent): string | null;
  onStatus(status: SaveStatus, message: string | null): void;
  /** Someone else saved in between: the user chooses, then calls `resolve`. */
  onConflict(mine: PageContent, theirs: PageContent): void;
  debounceMs?: number;
  /** Milliseconds before retry `attempt` (1, 2, …) after a network failure. */
  backoff?(attempt: number): number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.error.status === null || error.error.status >= 500;

/**
 * Keeps the page's draft on the server in step with the editor's working copy: the first change
 * creates the draft, later ones are saved after a pause with the draft's revision. Nothing is lost:
 * the unsent copy is in localStorage until the server has it, a network failure is retried with
 * backoff, and a revision conflict hands both copies to the user instead of overwriting.
 */
export class DraftSync {
  private draft: { id: number; revision: number } | null;
  private saved: PageContent;
  private working: PageContent;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running: Promise<boolean> | null = null;
  private theirs: Theirs | null = null;
  private disposed = false;

  constructor(
    private readonly options: DraftSyncOptions,
    start: { draft: { id: number; revision: number } | null; content: PageContent },
  ) {
    this.draft = start.draft;
    this.saved = start.content;
    this.working = start.content;
  }

  get hasDraft(): boolean {
    return this.draft !== null;
  }

  get inConflict(): boolean {
    return this.theirs !== null;
  }

  private status(status: SaveStatus, message: string | null = null) {
    if (!this.disposed) this.options.onStatus(status, message);
  }

  private idleStatus(): SaveStatus {
    return this.draft ? "unpublished" : "published";
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), ms);
  }

  /** The working copy changed: kept locally at once, saved after a pause. */
  change(content: PageContent) {
    this.working = content;
    if (this.theirs) {
      writeUnsent(this.options.pageId, content, this.draft?.id ?? null);
      return;
    }
    if (sameContent(content, this.saved)) {
      if (this.timer) clearTimeout(this.timer);
      if (!this.running) {
        clearUnsent(this.options.pageId);
        this.status(this.idleStatus());
      }
      return;
    }
    writeUnsent(this.options.pageId, content, this.draft?.id ?? null);
    this.status("dirty");
    this.schedule(this.options.debounceMs ?? 800);
  }

  /** Saves now; true when the server has the working copy. */
  async save(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    if (this.theirs || this.disposed) return false;
    if (sameContent(this.working, this.saved)) return true;
    const sending = this.working;
    const invalid = this.options.validate(sending);
    if (invalid) {
      this.status("invalid", invalid);
      return false;
    }
    writeUnsent(this.options.pageId, sending, this.draft?.id ?? null);
    this.status("saving");
    this.running = this.send(sending);
    const sent = await this.running;
    this.running = null;
    if (!sent) return false;
    // Changes made while the save was on its way go in the next one.
    return sameContent(this.working, this.saved) ? true : this.save();
  }

  private async send(content: PageContent): Promise<boolean> {
    try {
      const draft = this.draft
        ? await this.options.api.updateDraft(this.draft, content, false)
        : await this.options.api.createDraft(content);
      this.draft = { id: draft.id, revision: draft.revision };
      this.saved = content;
      this.attempt = 0;
      if (sameContent(this.working, content)) {
        clearUnsent(this.options.pageId);
        this.status("saved");
      }
      return true;
    } catch (error) {
      return this.failed(error);
    }
  }

  private async failed(error: unknown): Promise<boolean> {
    const code = errorCode(error);
    const gone = error instanceof ApiError && error.error.status === 404 && this.draft !== null;
    if (code === "REVISION_CONFLICT" || gone) {
      await this.startConflict();
      return false;
    }
    if (retryable(error)) {
      this.attempt += 1;
      this.status("retrying");
      this.schedule((this.options.backoff ?? defaultBackoff)(this.attempt));
      return false;
    }
    this.status("invalid", errorMessage(error));
    return false;
  }

  /** Loads the other copy: the newest draft, or the published page when the draft is gone or mine is stale. */
  private async startConflict() {
    try {
      const [newest] = await this.options.api.listDrafts();
      const mineIsNewest =
        newest && this.draft && newest.id === this.draft.id && newest.revision === this.draft.revision;
      this.theirs =
        newest && !mineIsNewest
          ? { draft: { id: newest.id, revision: newest.revision }, content: newest.data }
          : { draft: null, content: await this.options.api.published() };
    } catch (error) {
      this.attempt += 1;
      this.status("retrying");
      if (retryable(error)) this.schedule((this.options.backoff ?? defaultBackoff)(this.attempt));
      return;
    }
    this.status("conflict");
    if (!this.disposed) this.options.onConflict(this.working, this.theirs.content);
  }

  /** The user's choice after a conflict: saved on top of the other copy's revision. */
  async resolve(merged: PageContent): Promise<boolean> {
    const theirs = this.theirs;
    if (!theirs) return false;
    this.theirs = null;
    this.draft = theirs.draft;
    this.saved = theirs.content;
    this.working = merged;
    if (sameContent(merged, theirs.content)) {
      clearUnsent(this.options.pageId);
      this.status(this.idleStatus());
      return true;
    }
    return this.save();
  }

  /** Saves what is pending, then publishes the draft; true when the page now shows it. */
  async publish(): Promise<boolean> {
    if (!(await this.save())) return false;
    if (!this.draft) return true;
    this.status("saving");
    try {
      await this.options.api.updateDraft(this.draft, null, true);
    } catch (error) {
      if (errorCode(error) === "REVISION_CONFLICT") await this.startConflict();
      else this.status("invalid", errorMessage(error));
      return false;
    }
    this.draft = null;
    this.saved = this.working;
    clearUnsent(this.options.pageId);
    this.status("published");
    return true;
  }

  /** The editor is on screen (again: React may unmount and mount it once more in development). */
  attach() {
    this.disposed = false;
  }

  /** The editor closes: what is pending is sent once more; the local copy stays until it arrives. */
  dispose() {
    if (this.timer) clearTimeout(this.timer);
    if (!this.theirs && !sameContent(this.working, this.saved)) void this.save();
    this.disposed = true;
  }
}
