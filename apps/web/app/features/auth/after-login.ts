import type { ApiUser } from "@mt/contract/users";
import type { OrderState } from "@mt/domain/entities/order-state";
import { landingPage } from "@mt/domain/roles/landing-page";
import { hasAnyRole } from "@mt/domain/roles/roles";
import { safeRedirect } from "@mt/domain/routes/redirect";
import { onSellerLogin } from "@mt/domain/state/order-reset";
import { type OrderStoreState, orderState, useOrderStore } from "../../lib/order/order-store";
import { rememberUser } from "../../lib/session";

/** A seller starts clean: the persisted order's cart and contact information are cleared. */
export async function clearOrderForSeller(): Promise<void> {
  await useOrderStore.persist.rehydrate();
  const store = useOrderStore.getState();
  store.replace(onSellerLogin(orderState(store) as OrderState) as OrderStoreState);
}

/** Where the login page sends a user: the redirect parameter if it is a path here, else the landing page. */
export function afterLoginPath(user: ApiUser, redirectParam: string | null): string {
  return safeRedirect(redirectParam, landingPage(user));
}

/** The login page's success: store the user, clear a seller's order, and say where to go on. */
export async function completeLoginOnPage(user: ApiUser, redirectParam: string | null): Promise<string> {
  rememberUser(user);
  if (hasAnyRole(user, "SALES_PARTNER_SELLER")) await clearOrderForSeller();
  return afterLoginPath(user, redirectParam);
}
