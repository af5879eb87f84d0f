import type { CartView } from "@mt/contract/cart";
import { initialOrderState } from "@mt/domain/entities/initial-order-state";
import type { OrderState } from "@mt/domain/entities/order-state";
import type { PostCodeInfo } from "@mt/domain/entities/post-code";
import { type OrderResetVariant, resetOrderState } from "@mt/domain/state/order-reset";
import { postCodeCheckFailed, postCodeCheckSucceeded, resetPostCode } from "@mt/domain/state/post-code-state";
import { useEffect, useState } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { startupResets } from "../startup-resets";

/** The order state with the cart as the API returns it (a superset of the domain's cart). */
export type OrderStoreState = Omit<OrderState, "cart"> & { cart: CartView | null };

interface OrderActions {
  postCodeChecked(postCode: string, info: PostCodeInfo): void;
  postCodeFailed(postCode: string): void;
  resetPostCode(): void;
  setNotificationRequested(requested: boolean): void;
  setCart(cart: CartView | null): void;
  /** Replace the whole state (for the domain's pure transitions). */
  replace(state: OrderStoreState): void;
  reset(variant: OrderResetVariant): void;
}

const initial = (): OrderStoreState => initialOrderState() as OrderStoreState;

/**
 * The persisted order state (spec section 3), stored as "order" in local storage. Hydrated after
 * mount (`useOrderHydrated`), never during server rendering.
 */
export const useOrderStore = create<OrderStoreState & OrderActions>()(
  persist(
    (set, get) => ({
      ...initial(),
      postCodeChecked: (postCode, info) => set(postCodeCheckSucceeded(get(), postCode, info)),
      postCodeFailed: (postCode) => set(postCodeCheckFailed(get(), postCode)),
      resetPostCode: () => set(resetPostCode()),
      setNotificationRequested: (requested) => set({ postCodeNotificationRequested: requested }),
      setCart: (cart) => set({ cart }),
      replace: (state) => set(state),
      reset: (variant) => set(resetOrderState(orderState(get()) as OrderState, variant) as OrderStoreState),
    }),
    {
      name: "order",
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (state) => orderState(state),
    },
  ),
);

/** Just the data fields, without the actions. */
export function orderState(state: OrderStoreState): OrderStoreState {
  return {
    cart: state.cart,
    inspectionDateTime: state.inspectionDateTime,
    inspectionTopic: state.inspectionTopic,
    postCode: state.postCode,
    postCodePlace: state.postCodePlace,
    postCodeValid: state.postCodeValid,
    postCodeNotificationRequested: state.postCodeNotificationRequested,
    postCodeSupportedJobTypes: state.postCodeSupportedJobTypes,
    sellerDescription: state.sellerDescription,
    contactInformation: state.contactInformation,
  };
}

let hydration: Promise<void> | null = null;

/**
 * Reads the persisted state, then applies the version markers (spec section 4): "app version updated"
 * resets the order and onboarding state, "cart version updated" clears the cart.
 */
async function hydrateOrder(): Promise<void> {
  // The markers first: they may drop the stored onboarding state before its store reads it.
  const resets = startupResets();
  await useOrderStore.persist.rehydrate();
  if (resets.resetOrder) useOrderStore.getState().reset("full");
  else if (resets.clearCart) useOrderStore.getState().setCart(null);
}

/** Reads the persisted state once, after mount; true when done. */
export function useOrderHydrated(): boolean {
  const [hydrated, setHydrated] = useState(
    () => typeof window !== "undefined" && useOrderStore.persist.hasHydrated(),
  );
  useEffect(() => {
    if (hydrated) return;
    hydration ??= hydrateOrder();
    let live = true;
    hydration.then(() => live && setHydrated(true));
    return () => {
      live = false;
    };
  }, [hydrated]);
  return hydrated;
}
