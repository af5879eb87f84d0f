import type { ApiUser } from "@mt/contract/users";
import { canUseAdminBar } from "@mt/domain/roles/access";
import { Suspense, useEffect, useState } from "react";
import { lazyWithQueries } from "../../../lib/lazy-with-queries";

const AdminBar = lazyWithQueries(() => import("./admin-bar").then((module) => module.default));

/**
 * Where the CMS admin bar goes: loaded after hydration, and only for global admins (spec section 2).
 * Until it has loaded, an empty bar of its height holds its place, so the page does not move down.
 */
export function AdminBarSlot({ user }: { user: ApiUser | null }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!canUseAdminBar(user)) return null;
  const space = <div className="admin-bar-space" aria-hidden="true" />;
  if (!mounted) return space;
  return (
    <Suspense fallback={space}>
      <AdminBar />
    </Suspense>
  );
}
