import type { DevUser } from "@mt/contract/auth";
import { Suspense } from "react";
import { withQueries } from "../../lib/lazy-with-queries";
import { serverReadyLazy } from "../../lib/server-ready-lazy";

// Only the local and test demos (and global admins, for the badge) show these: their code is a chunk
// of its own that a visitor never downloads (decision 047), in the server's HTML (decision 073).
const DevTools = serverReadyLazy(
  withQueries(() => import("./dev-tools").then((module) => module.DevTools)),
  ".dev-tools",
);
const EnvironmentBadge = serverReadyLazy(
  () => import("./dev-tools").then((module) => module.EnvironmentBadge),
  ".environment-badge",
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
