import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./queries";

let browserClient: ReturnType<typeof createQueryClient> | null = null;

function sessionClient() {
  if (import.meta.env.SSR) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * TanStack Query's cache around the pages and parts that use it (decision 069): one per browser
 * session, kept while the visitor passes through pages without it; a fresh one per server render.
 */
export function QueriesProvider({ children }: { children: ReactNode }) {
  const [client] = useState(sessionClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
