import { updatePageRichText } from "@mt/contract/cms";
import type { Module } from "@mt/domain/entities/module";
import type { RichText } from "@mt/domain/entities/rich-text";
import { useEffect, useRef, useState } from "react";
import { ApiError, browserFetch, callApi, errorCode } from "../../../lib/api";
import { loadCmsPageById } from "../cms-api";
import { EditContext, type EditScope, type FieldPath } from "./edit-context";
import { useEditModeStore } from "./edit-mode-store";
import { richTextAsPlainText, setModuleField } from "./fields/module-field";
import { RichTextFieldEditor } from "./fields/rich-text-field-editor";
import type { PageEditingProps } from "./page-editing";
import "./fields/field-editors.css";
import "./rich-text-editing.css";

const SAVE_DELAY_MS = 800;
const RETRY_MS = 5000;

interface Pending {
  moduleKey: string;
  field: FieldPath;
  content: RichText;
}

type Status = "idle" | "saving" | "saved" | "offline" | "conflict" | "error";

const STATUS_TEXT: Record<Status, string> = {
  idle: "",
  saving: "Lagrer …",
  saved: "Lagret",
  offline: "Ikke lagret ennå – prøver igjen",
  conflict: "Ikke lagret",
  error: "Ikke lagret",
};

const fieldId = (moduleKey: string, field: FieldPath) => `${moduleKey}:${field.join(".")}`;

/**
 * Rich text edited in place on the published page by customer service and caseworkers: a small
 * toggle instead of the admin bar. Each change is saved (debounced) with the page's revision; when
 * someone else saved first, the latest page is shown and the user's own text stays at hand to copy.
 */
export default function RichTextEditing({ page, render }: PageEditingProps) {
  const editMode = useEditModeStore((state) => state.editMode);
  const setEditMode = useEditModeStore((state) => state.setEditMode);
  useEffect(() => {
    useEditModeStore.persist.rehydrate();
  }, []);

  const [modules, setModules] = useState<Module[]>(page.modules);
  // A new generation remounts the editors with the latest content after a conflict.
  const [generation, setGeneration] = useState(0);
  const [status, setStatus] = useState<Status>("idle");
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const revision = useRef(page.revision);
  const pending = useRef(new Map<string, Pending>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef(false);

  function schedule(delay: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delay);
  }

  async function flush() {
    if (saving.current) return schedule(SAVE_DELAY_MS);
    const [next] = pending.current.values();
    if (!next) return;
    const id = fieldId(next.moduleKey, next.field);
    saving.current = true;
    setStatus("saving");
    try {
      const saved = await callApi(browserFetch, updatePageRichText, {
        params: { id: page.id },
        body: {
          revision: revision.current,
          moduleKey: next.moduleKey,
          field: [...next.field],
          content: next.content,
        },
      });
      revision.current = saved.data.revision;
      // Only if nothing newer was typed into the field meanwhile.
      if (pending.current.get(id) === next) pending.current.delete(id);
      setStatus(pending.current.size > 0 ? "saving" : "saved");
      if (pending.current.size > 0) schedule(0);
    } catch (error) {
      const status = error instanceof ApiError ? error.error.status : undefined;
      if (errorCode(error) === "REVISION_CONFLICT") await reloadAfterConflict();
      // No answer, or the server is down for a moment: keep the change and send it again.
      else if (status === null || (status !== undefined && status >= 500)) {
        setStatus("offline");
        schedule(RETRY_MS);
      } else {
        setUnsaved([...pending.current.values()].map((p) => richTextAsPlainText(p.content)).join("\n\n"));
        pending.current.clear();
        setStatus("error");
      }
    } finally {
      saving.current = false;
    }
  }

  async function reloadAfterConflict() {
    const mine = [...pending.current.values()].map((p) => richTextAsPlainText(p.content)).join("\n\n");
    pending.current.clear();
    setUnsaved(mine);
    setStatus("conflict");
    const latest = await loadCmsPageById(browserFetch, page.id).catch(() => null);
    if (!latest) return;
    revision.current = latest.revision;
    setModules(latest.modules);
    setGeneration((n) => n + 1);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const scope: EditScope = {
    editors: { RichText: RichTextFieldEditor },
    change(moduleKey, field, value) {
      const content = value as RichText;
      pending.current.set(fieldId(moduleKey, field), { moduleKey, field, content });
      setModules((current) => setModuleField(current, moduleKey, field, content));
      schedule(SAVE_DELAY_MS);
    },
  };

  return (
    <>
      {editMode ? (
        <EditContext key={generation} value={scope}>
          {render(modules)}
        </EditContext>
      ) : (
        render(modules)
      )}
      <section className="cms-rich-text-editing" aria-label="Tekstredigering">
        {editMode && (status === "conflict" || status === "error") && (
          <div className="cms-rich-text-editing__problem" role="alert">
            <p>
              {status === "conflict"
                ? "Noen andre lagret siden mens du skrev. Du ser nå den nyeste teksten. Det du skrev er ikke lagret – kopier det under og lim det inn igjen."
                : "Teksten kunne ikke lagres. Kopier det du skrev under, og prøv igjen."}
            </p>
            {unsaved && <textarea readOnly aria-label="Teksten du skrev" value={unsaved} rows={5} />}
            <button type="button" className="cms-edit-chip" onClick={() => setStatus("idle")}>
              Lukk
            </button>
          </div>
        )}
        <p className="cms-rich-text-editing__status" aria-live="polite">
          {editMode ? STATUS_TEXT[status] : ""}
        </p>
        <button
          type="button"
          className="cms-rich-text-editing__toggle"
          aria-pressed={editMode}
          onClick={() => setEditMode(!editMode)}
        >
          Rediger tekst
        </button>
      </section>
    </>
  );
}
