import type { ApiUser } from "@mt/contract/users";
import { canUseAdminBar } from "@mt/domain/roles/access";
import { Suspense } from "react";
import { withQueries } from "../../../lib/lazy-with-queries";
import { serverReadyLazy } from "../../../lib/server-ready-lazy";

// Global admins only: a chunk of its own, in the server's HTML (decision 073).
const AdminBar = serverReadyLazy(
  withQueries(() => import("./admin-bar").then((module) => module.default)),
  ".admin-bar",
);

/**
 * Where the CMS admin bar goes, for global admins only (spec section 2). The server writes it into the
 * page; should it ever have to load in the browser first, an empty bar of its height holds its place.
 */
export function AdminBarSlot({ user }: { user: ApiUser | null }) {
  if (!canUseAdminBar(user)) return null;
  return (
    <Suspense fallback={<div className="admin-bar-space" aria-hidden="true" />}>
      <AdminBar />
    </Suspense>
  );
}
