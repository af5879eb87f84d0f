import { listDrafts } from "@mt/contract/cms";
import { prepareModulesForRender, validateModules } from "@mt/domain/cms/module-schemas";
import { formatDateTime } from "@mt/domain/format/date";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useToast } from "../../../components/ui/toasts";
import { browserFetch, callApi } from "../../../lib/api";
import type { CmsPageWithRevision } from "../cms-api";
import { ConflictDialog } from "./conflict-dialog";
import { setModuleField } from "./deep-set";
import { draftApi } from "./draft-api";
import { DraftSync } from "./draft-sync";
import { EditContext, type EditScope, type FieldPath } from "./edit-context";
import { useEditModeStore } from "./edit-mode-store";
import { fieldEditors } from "./field-editors";
import { ModulesEditor } from "./modules-editor";
import { type PageContent, sameContent } from "./page-content";
import type { PageEditingProps } from "./page-editing";
import { usePageEditorStore } from "./page-editor-store";
import { type History, record, redo, startHistory, undo } from "./undo-history";
import { clearUnsent, readUnsent } from "./unsent-changes";
import { VersionsDialog } from "./versions-dialog";
import "./modules-editor.css";

const validate = (content: PageContent): string | null => {
  const result = validateModules(content.modules);
  return result.ok ? null : `Modulene kan ikke lagres: ${result.message}`;
};

/** The global admin's page editor (drafts, modules, every field). */
export default function PageEditor({ page, render }: PageEditingProps) {
  const editMode = useEditModeStore((state) => state.editMode);
  const set = usePageEditorStore((state) => state.set);
  useEffect(() => {
    void useEditModeStore.persist.rehydrate();
  }, []);
  useEffect(() => {
    set({ page: { id: page.id, title: page.title } });
    return () => set({ page: null });
  }, [page.id, page.title, set]);
  // The loader's word on drafts; the editor knows better while it runs and says so when it closes.
  useEffect(() => {
    set({ status: page.draftId ? "unpublished" : "published", message: null });
  }, [page.draftId, set]);
  if (!editMode) return <>{render(page.modules)}</>;
  return <EditSession key={page.id} page={page} render={render} />;
}

/** Edit mode on a page: its newest draft is loaded (or the published content) before editing starts. */
function EditSession({ page, render }: PageEditingProps) {
  const drafts = useQuery({
    queryKey: ["cms", "page", page.id, "drafts"],
    queryFn: async () => (await callApi(browserFetch, listDrafts, { params: { pageId: page.id } })).data,
    gcTime: 0,
    staleTime: 0,
  });
  if (drafts.isPending) return <>{render(page.modules)}</>;
  if (drafts.isError) {
    return (
      <>
        <div className="container">
          <Alert type="error">
            Kunne ikke hente utkastet.{" "}
            <Button size="small" variant="secondary" onClick={() => void drafts.refetch()}>
              Prøv igjen
            </Button>
          </Alert>
        </div>
        {render(page.modules)}
      </>
    );
  }
  const newest = drafts.data[0];
  const start = newest
    ? { draft: { id: newest.id, revision: newest.revision }, content: newest.data }
    : { draft: null, content: { modules: page.modules, seo: page.seo, background: page.background } };
  return <Editor page={page} start={start} render={render} />;
}

function Editor({
  page,
  start,
  render,
}: {
  page: CmsPageWithRevision;
  start: { draft: { id: number; revision: number } | null; content: PageContent };
  render(modules: PageContent["modules"]): ReactNode;
}) {
  const set = usePageEditorStore((state) => state.set);
  const preview = usePageEditorStore((state) => state.preview);
  const versionsOpen = usePageEditorStore((state) => state.versionsOpen);
  const revalidator = useRevalidator();
  const toast = useToast();
  const [history, setHistory] = useState(() => startHistory(start.content));
  const historyRef = useRef<History<PageContent>>(history);
  const [conflict, setConflict] = useState<{ mine: PageContent; theirs: PageContent } | null>(null);
  const [unsent, setUnsent] = useState(() => {
    const stored = readUnsent(page.id);
    return stored && !sameContent(stored.content, start.content) ? stored : null;
  });
  const [hadDraft] = useState(start.draft !== null);
  const [sync] = useState(
    () =>
      new DraftSync(
        {
          pageId: page.id,
          api: draftApi(page.id),
          validate,
          onStatus: (status, message) => set({ status, message }),
          onConflict: (mine, theirs) => setConflict({ mine, theirs }),
        },
        start,
      ),
  );

  const commit = useCallback(
    (next: History<PageContent>, send = true) => {
      historyRef.current = next;
      setHistory(next);
      set({ canUndo: next.past.length > 0, canRedo: next.future.length > 0 });
      if (send) sync.change(next.present);
    },
    [set, sync],
  );
  const update = useCallback(
    (content: PageContent, group: string | null = null) => commit(record(historyRef.current, content, group)),
    [commit],
  );
  const change = useCallback(
    (moduleKey: string, field: FieldPath, value: unknown) => {
      const present = historyRef.current.present;
      update(
        { ...present, modules: setModuleField(present.modules, moduleKey, field, value) },
        `${moduleKey}:${field.join(".")}`,
      );
    },
    [update],
  );
  const scope = useMemo<EditScope>(() => ({ editors: fieldEditors, change }), [change]);

  // The bar's buttons call the newest versions of these.
  const actions = useRef({ publish: async () => {} });
  useEffect(() => {
    actions.current.publish = async () => {
      set({ busy: true });
      const published = await sync.publish();
      set({ busy: false });
      if (!published) return;
      toast.success("Siden er publisert");
      await revalidator.revalidate();
    };
  });

  useEffect(() => {
    sync.attach();
    set({
      status: hadDraft ? "unpublished" : "published",
      message: null,
      commands: {
        save: () => void sync.save(),
        publish: () => void actions.current.publish(),
        undo: () => commit(undo(historyRef.current)),
        redo: () => commit(redo(historyRef.current)),
      },
    });
    return () => {
      sync.dispose();
      set({
        status: sync.hasDraft ? "unpublished" : "published",
        message: null,
        commands: null,
        preview: false,
        versionsOpen: false,
        canUndo: false,
        canRedo: false,
        busy: false,
      });
    };
  }, [sync, set, commit, hadDraft]);

  useEffect(() => {
    // The local copy keeps unsent changes anyway; the browser's question saves a trip back.
    function onBeforeUnload(event: BeforeUnloadEvent) {
      const { status } = usePageEditorStore.getState();
      if (status === "dirty" || status === "saving" || status === "retrying" || status === "conflict") {
        event.preventDefault();
      }
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z" || event.defaultPrevented)
        return;
      // Text fields keep the browser's own undo for what is typed in them.
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], [role='dialog']")) return;
      event.preventDefault();
      commit(event.shiftKey ? redo(historyRef.current) : undo(historyRef.current));
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [commit]);

  const content = history.present;
  return (
    <>
      {preview ? (
        <>
          <p className="page-preview-note" role="status">
            Forhåndsvisning: slik ser besøkende siden når den publiseres.
          </p>
          {render(prepareModulesForRender(content.modules).modules)}
        </>
      ) : (
        <EditContext value={scope}>
          <ModulesEditor
            modules={content.modules}
            onChange={(modules) => update({ ...historyRef.current.present, modules })}
            label="Modulene på siden"
          />
        </EditContext>
      )}
      {conflict && (
        <ConflictDialog
          mine={conflict.mine}
          theirs={conflict.theirs}
          onResolve={(merged) => {
            setConflict(null);
            commit(record(historyRef.current, merged), false);
            void sync.resolve(merged);
          }}
        />
      )}
      {versionsOpen && (
        <VersionsDialog
          pageId={page.id}
          render={render}
          onClose={() => set({ versionsOpen: false })}
          onRestore={(restored) => {
            set({ versionsOpen: false });
            update(restored);
            toast.success("Versjonen er lagt i utkastet. Du kan angre.");
          }}
        />
      )}
      <Modal
        open={unsent !== null && !conflict}
        onClose={() => setUnsent(null)}
        title="Ulagrede endringer"
        description={
          unsent
            ? `Du har endringer på denne siden fra ${formatDateTime(unsent.savedAt)} som ikke ble lagret.`
            : undefined
        }
      >
        <div className="module-settings__actions">
          <Button
            onClick={() => {
              if (unsent) update(unsent.content);
              setUnsent(null);
            }}
          >
            Gjenopprett ulagrede endringer
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearUnsent(page.id);
              setUnsent(null);
            }}
          >
            Forkast
          </Button>
        </div>
      </Modal>
    </>
  );
}
