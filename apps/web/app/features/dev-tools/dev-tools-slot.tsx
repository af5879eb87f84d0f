import type { DevUser } from "@mt/contract/auth";
import { lazy, Suspense } from "react";
import { lazyWithQueries } from "../../lib/lazy-with-queries";

// Only the local and test demos (and global admins, for the badge) show these: their code is a chunk
// of its own that a visitor never downloads (decision 047).
const DevTools = lazyWithQueries(() => import("./dev-tools").then((module) => module.DevTools));
const EnvironmentBadge = lazy(() =>
  import("./dev-tools").then((module) => ({ default: module.EnvironmentBadge })),
);

/** The developer menu, loaded when shown. */
export function DevToolsSlot({ users }: { users: DevUser[] }) {
  return (
    <Suspense fallback={null}>
      <DevTools users={users} />
    </Suspense>
  );
}

/** The environment badge, loaded when shown. */
export function EnvironmentBadgeSlot({ environment }: { environment: string }) {
  return (
    <Suspense fallback={null}>
      <EnvironmentBadge environment={environment} />
    </Suspense>
  );
}
