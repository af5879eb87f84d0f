import type { ApiUser } from "@mt/contract/users";
import { useRouteLoaderData } from "react-router";

/** The logged-in user as the root loader read it from the server's session (null when anonymous). */
export function useSessionUser(): ApiUser | null {
  const root = useRouteLoaderData("root") as { user?: ApiUser | null } | undefined;
  return root?.user ?? null;
}
