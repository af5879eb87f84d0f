import { listMedia } from "@mt/contract/media";
import { useQuery } from "@tanstack/react-query";
import { browserFetch, callApi } from "../../../lib/api";

/** Query keys of the CMS screens. */
export const cmsScreenKeys = {
  pages: (filters: Record<string, unknown>) => ["cms", "pages", filters] as const,
  allPages: ["cms", "pages"] as const,
  parents: ["cms", "parent-pages"] as const,
  references: (id: number) => ["cms", "page", id, "references"] as const,
  templates: ["cms", "module-templates"] as const,
  templateUsage: (id: number) => ["cms", "module-template", id, "pages"] as const,
  menus: ["cms", "menus"] as const,
  images: ["cms", "images"] as const,
  linkSearch: (search: string) => ["cms", "link-search", search] as const,
};

/** The CMS images of the media library (the newest 200), for choosing a picture. */
export function useCmsImages() {
  return useQuery({
    queryKey: cmsScreenKeys.images,
    queryFn: async () =>
      (await callApi(browserFetch, listMedia, { query: { type: "cms-image", perPage: 200 } })).data,
  });
}
