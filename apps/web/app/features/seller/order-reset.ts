import { resetOrderState } from "@mt/domain/state/order-reset";
import { resetPostCode } from "@mt/domain/state/post-code-state";
import { forgetBookingAttempt, storeInspectionMode } from "../../lib/order/booking-session";
import { type OrderStoreState, orderState, useOrderStore } from "../../lib/order/order-store";

/**
 * "Tøm": the cart (with the seller description) and the customer's contact information left on a
 * shared store computer are cleared; with `newCustomer` the post code goes too (a new customer's order).
 */
export async function clearSellerOrder({
  newCustomer = false,
}: {
  newCustomer?: boolean;
} = {}): Promise<void> {
  await useOrderStore.persist.rehydrate();
  const store = useOrderStore.getState();
  let next = resetOrderState(resetOrderState(orderState(store) as never, "cart"), "contact");
  if (newCustomer) next = { ...next, ...resetPostCode(), inspectionDateTime: null, inspectionTopic: [] };
  store.replace(next as OrderStoreState);
  forgetBookingAttempt();
  storeInspectionMode("ON_SITE");
}
