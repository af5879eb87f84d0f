/** Query keys of the CMS screens. */
export const cmsScreenKeys = {
  pages: (filters: Record<string, unknown>) => ["cms", "pages", filters] as const,
  allPages: ["cms", "pages"] as const,
  parents: ["cms", "parent-pages"] as const,
  references: (id: number) => ["cms", "page", id, "references"] as const,
  templates: ["cms", "module-templates"] as const,
  templateUsage: (id: number) => ["cms", "module-template", id, "pages"] as const,
  menus: ["cms", "menus"] as const,
};
