import { isMenuDropdown, type MenuLink, type StaffMenuItem } from "@mt/domain/roles/menus";

/**
 * The staff menu as the phone's menu lists it: the groups' links in place of the groups, without the
 * desktop-only pages (spec section 2).
 */
export function staffMenuLinks(items: StaffMenuItem[]): MenuLink[] {
  return items
    .flatMap((item) => (isMenuDropdown(item) ? item.children : [item]))
    .filter((link) => !link.desktopOnly);
}
