import type { StaffMenuItem } from "@mt/domain/roles/menus";
import { Suspense } from "react";
import { serverReadyLazy } from "../../lib/server-ready-lazy";

// Staff only: a chunk of its own that a visitor never downloads (decision 047), in the server's HTML (decision 073).
const StaffMenu = serverReadyLazy(
  () => import("./staff-menu").then((module) => module.StaffMenu),
  ".staff-menu",
);

/** The staff role's top menu, loaded when shown. */
export function StaffMenuSlot({ items }: { items: StaffMenuItem[] }) {
  return (
    <Suspense fallback={null}>
      <StaffMenu items={items} />
    </Suspense>
  );
}
