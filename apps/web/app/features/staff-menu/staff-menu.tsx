import { isMenuDropdown, type StaffMenuItem } from "@mt/domain/roles/menus";
import { NavLink } from "react-router";
import { DropdownMenu } from "../../components/ui/dropdown-menu";

/** The fixed top menu of a staff role (spec section 2), its groups (Partnere, …) as dropdown menus. */
export function StaffMenu({ items }: { items: StaffMenuItem[] }) {
  return (
    <ul className="staff-menu">
      {items.map((item) =>
        isMenuDropdown(item) ? (
          <li key={item.label}>
            <DropdownMenu label={item.label}>
              {item.children.map((child) => (
                <li key={child.href}>
                  <NavLink to={child.href}>{child.label}</NavLink>
                </li>
              ))}
            </DropdownMenu>
          </li>
        ) : (
          <li key={item.href} className={item.desktopOnly ? "staff-menu__item--desktop-only" : undefined}>
            <NavLink to={item.href}>{item.label}</NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
