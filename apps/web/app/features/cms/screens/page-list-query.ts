import type { PageType } from "@mt/domain/entities/enums";
import { PAGE_LIST_PAGE_SIZE } from "@mt/domain/entities/page";

export const TYPE_LABELS: Record<PageType, string> = {
  page: "Side",
  job: "Jobbside",
  "module-template": "Modulmal",
};

/** GET /page's query from the list's address (?sok=…&type=…&publisert=1&side=2). */
export function pageListQuery(params: URLSearchParams) {
  const type = params.get("type");
  const published = params.get("publisert");
  const page = Number.parseInt(params.get("side") ?? "1", 10);
  return {
    search: params.get("sok")?.trim() || undefined,
    type: type && type in TYPE_LABELS ? (type as PageType) : undefined,
    published: published === "1" ? ("1" as const) : published === "0" ? ("0" as const) : undefined,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    perPage: PAGE_LIST_PAGE_SIZE,
  };
}
