import type { ApiUser } from "@mt/contract/users";
import { canUseAdminBar } from "@mt/domain/roles/access";
import { lazy, Suspense, useEffect, useState } from "react";

const AdminBar = lazy(() => import("./admin-bar"));

/** Where the CMS admin bar goes: loaded after hydration, and only for global admins (spec section 2). */
export function AdminBarSlot({ user }: { user: ApiUser | null }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !canUseAdminBar(user)) return null;
  return (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  );
}
