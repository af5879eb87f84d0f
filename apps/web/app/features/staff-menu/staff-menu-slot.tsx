import type { StaffMenuItem } from "@mt/domain/roles/menus";
import { lazy, Suspense } from "react";

// Staff only: a chunk of its own that a visitor never downloads (decision 047).
const StaffMenu = lazy(() => import("./staff-menu").then((module) => ({ default: module.StaffMenu })));

/** The staff role's top menu, loaded when shown. */
export function StaffMenuSlot({ items }: { items: StaffMenuItem[] }) {
  return (
    <Suspense fallback={null}>
      <StaffMenu items={items} />
    </Suspense>
  );
}
