import { paths, routes } from "@mt/domain/routes/routes";
import { useEffect } from "react";
import { Link } from "react-router";
import { useEditModeStore } from "./edit-mode-store";
import { SAVE_STATUS_TEXT, usePageEditorStore } from "./page-editor-store";

const LINKS = [
  { to: paths.newPage, label: "Ny side" },
  { to: paths.cmsPages, label: "Sider" },
  { to: paths.cmsMenus, label: "Menyer" },
  { to: paths.moduleTemplates, label: "Modulmaler" },
  { to: paths.mediaLibrary, label: "Medier" },
];

/** The global admin's bar on public pages: edit mode, the page's status, drafts and publishing. */
export default function AdminBar() {
  const editMode = useEditModeStore((state) => state.editMode);
  const setEditMode = useEditModeStore((state) => state.setEditMode);
  useEffect(() => {
    void useEditModeStore.persist.rehydrate();
  }, []);
  const { page, status, message, canUndo, canRedo, busy, preview, commands, set } = usePageEditorStore();
  const editing = editMode && commands !== null;

  return (
    <section className="admin-bar" aria-label="Administrasjon">
      <div className="admin-bar__inner">
        <button
          type="button"
          className="admin-bar__switch"
          aria-pressed={editMode}
          onClick={() => setEditMode(!editMode)}
        >
          <span className="admin-bar__switch-track" aria-hidden="true" />
          Redigeringsmodus
        </button>
        {page && (
          <p className="admin-bar__status" role="status">
            {SAVE_STATUS_TEXT[status]}
            {message && <span className="admin-bar__message"> {message}</span>}
          </p>
        )}
        {page && editing && (
          <div className="admin-bar__group">
            <button
              type="button"
              className="admin-bar__button"
              disabled={!canUndo || preview}
              onClick={commands.undo}
            >
              Angre
            </button>
            <button
              type="button"
              className="admin-bar__button"
              disabled={!canRedo || preview}
              onClick={commands.redo}
            >
              Gjør om
            </button>
            <button type="button" className="admin-bar__button" onClick={commands.save}>
              Lagre utkast
            </button>
            <button
              type="button"
              className="admin-bar__button"
              aria-pressed={preview}
              onClick={() => set({ preview: !preview })}
            >
              {preview ? "Avslutt forhåndsvisning" : "Forhåndsvis"}
            </button>
            <button type="button" className="admin-bar__button" onClick={() => set({ versionsOpen: true })}>
              Versjoner
            </button>
            <button
              type="button"
              className="admin-bar__button admin-bar__button--primary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && commands.publish()}
            >
              Publiser
            </button>
          </div>
        )}
        {page && (
          <Link className="admin-bar__link" to={routes.cmsPageSettings(page.id)}>
            Sideinnstillinger
          </Link>
        )}
        <nav className="admin-bar__nav" aria-label="Innholdsstyring">
          {LINKS.map((link) => (
            <Link key={link.to} className="admin-bar__link" to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
