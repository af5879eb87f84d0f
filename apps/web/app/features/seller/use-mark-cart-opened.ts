import { markCartOpened } from "@mt/contract/seller";
import { useEffect, useRef } from "react";
import { browserFetch, callApi } from "../../lib/api";

/**
 * The customer opened a cart a seller sent them (/bestilling/handlekurv?cart=<uuid>): tells the server
 * once per page, so the seller's desk shows it was opened. A failure changes nothing for the customer.
 */
export function useMarkCartOpened(cartUuid: string | null, enabled: boolean): void {
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !cartUuid || marked.current === cartUuid) return;
    marked.current = cartUuid;
    void callApi(browserFetch, markCartOpened, { params: { id: cartUuid } }).catch(() => undefined);
  }, [cartUuid, enabled]);
}
