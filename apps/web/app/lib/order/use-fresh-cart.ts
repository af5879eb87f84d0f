import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../queries";
import { adoptCart, refreshCart } from "./cart-calls";
import { useOrderHydrated } from "./order-store";

/**
 * The stored cart fetched fresh from the server each time a page that shows it opens (a cart shared
 * by link is adopted first). The order store holds the answer; the query tells the page whether it
 * has arrived and whether it failed.
 */
export function useFreshCart(sharedCartId: string | null = null) {
  const hydrated = useOrderHydrated();
  return useQuery({
    queryKey: queryKeys.freshCart(sharedCartId),
    queryFn: async () => (sharedCartId ? ((await adoptCart(sharedCartId)) ?? refreshCart()) : refreshCart()),
    enabled: hydrated,
    staleTime: 0,
    gcTime: 0,
  });
}
