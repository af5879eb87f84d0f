import { isMenuDropdown, type StaffMenuItem } from "@mt/domain/roles/menus";
import { NavLink, useLocation } from "react-router";

/** The fixed top menu of a staff role (spec section 2), with the Partnere dropdown for global admins. */
export function StaffMenu({ items }: { items: StaffMenuItem[] }) {
  // A new page closes an open dropdown.
  const { pathname } = useLocation();
  return (
    <ul className="staff-menu">
      {items.map((item) =>
        isMenuDropdown(item) ? (
          <li key={item.label} className="staff-menu__dropdown">
            <details key={pathname}>
              <summary>{item.label}</summary>
              <ul>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <NavLink to={child.href}>{child.label}</NavLink>
                  </li>
                ))}
              </ul>
            </details>
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
