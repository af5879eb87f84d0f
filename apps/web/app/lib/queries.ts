import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * Browser reads and writes go through TanStack Query. An API answer (a 4xx with a declared code) is
 * final and never retried; a network failure is retried once for reads. Writes retry only where a
 * call says so (booking, with the same Idempotency-Key).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.error.status !== null),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** Query keys, one place: what the browser caches by. */
export const queryKeys = {
  /** By the cart and what its offered times depend on (the booking feature's demand). */
  availableTimes: (cartUuid: string, demand: object) =>
    ["cart", cartUuid, "available-times", demand] as const,
  freshCart: (sharedCartId: string | null) => ["cart", "fresh", sharedCartId] as const,
  reservation: (cartUuid: string) => ["cart", cartUuid, "reservation"] as const,
  jobTemplate: (id: number) => ["job-template", id] as const,
  projectAvailableTimes: (projectUuid: string) => ["project", projectUuid, "available-times"] as const,
  projectRating: (projectRef: string) => ["project", projectRef, "rating"] as const,
  projectClaims: (projectUuid: string) => ["project", projectUuid, "claims"] as const,
  projectOffers: (projectUuid: string) => ["project", projectUuid, "offers"] as const,
};
