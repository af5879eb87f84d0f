import { MODULE_TEMPLATE_TYPE } from "@mt/domain/entities/module";
import { isExternalLink, stripToPath } from "@mt/domain/routes/links";

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function* records(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* records(item);
  else if (isRecord(value)) {
    yield value;
    for (const child of Object.values(value)) yield* records(child);
  }
}

const LINK_FIELDS = ["url", "href", "path"] as const;
const PAGE_LINK_TYPES = new Set(["page", "job"]);

/**
 * True when page content links to the page: a rich-text link or anything else naming it by pageId,
 * a button whose page id is it, or a url/href/path that is the page's own path.
 */
export function linksToPage(content: unknown, page: { id: number; path: string }): boolean {
  for (const record of records(content)) {
    if (record.pageId === page.id) return true;
    if (typeof record.type === "string" && PAGE_LINK_TYPES.has(record.type) && record.id === page.id)
      return true;
    if (!page.path) continue;
    for (const field of LINK_FIELDS) {
      const value = record[field];
      if (typeof value !== "string" || !value.trim() || isExternalLink(value.trim())) continue;
      const path = stripToPath(value.trim())
        .replace(/(.)\/+$/, "$1")
        .toLowerCase();
      if (path === page.path) return true;
    }
  }
  return false;
}

export type SyncMode = "Synced" | "Manual";

/** How modules place a template (nested template modules too): synced, manual, both or not at all. */
export function templatePlacements(modules: unknown, templateId: number): Set<SyncMode> {
  const found = new Set<SyncMode>();
  for (const record of records(modules)) {
    if (record.type !== MODULE_TEMPLATE_TYPE || !isRecord(record.data)) continue;
    if (record.data.templateId !== templateId) continue;
    found.add(record.data.syncMode === "Manual" ? "Manual" : "Synced");
  }
  return found;
}
