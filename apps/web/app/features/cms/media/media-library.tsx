import type { MediaItem } from "@mt/contract/media";
import { useState } from "react";
import { MediaBrowser } from "../../../components/media/media-browser";
import { MediaItemEditor } from "./media-item-editor";
import "../../../components/desk.css";
import "./media.css";
import { PageHeader } from "../../../components/ui/page-header";

/** /mediebibliotek: the CMS images, their texts, categories and focal points. */
export function MediaLibrary() {
  const [selected, setSelected] = useState<MediaItem | null>(null);
  return (
    <section className="container desk-page cms-media-library" aria-labelledby="media-library-heading">
      <PageHeader title={<span id="media-library-heading">Mediebibliotek</span>} />
      <div className={`cms-media-library__layout${selected ? " cms-media-library__layout--editing" : ""}`}>
        <MediaBrowser selectedId={selected?.id ?? null} selectLabel="Rediger" onSelect={setSelected} />
        {selected && (
          <aside className="cms-media-library__panel" aria-label="Valgt bilde">
            <MediaItemEditor key={selected.id} item={selected} onDone={() => setSelected(null)} />
          </aside>
        )}
      </div>
    </section>
  );
}
