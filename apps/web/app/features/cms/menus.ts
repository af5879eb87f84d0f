import { safeHref } from "@mt/domain/cms/safe-url";
import type { Menu } from "@mt/domain/entities/menu";

export interface CmsMenuLink {
  label: string;
  href: string;
}

/** The links of the CMS menu with this key; none when the menu is missing. */
export function menuLinks(menus: readonly Menu[] | undefined, key: string): CmsMenuLink[] {
  const menu = menus?.find((candidate) => candidate.key === key);
  return (menu?.items ?? []).map((item) => ({ label: item.label, href: safeHref(item.url) }));
}
