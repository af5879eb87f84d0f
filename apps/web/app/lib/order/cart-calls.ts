import type { CartLineItem, CartView, LineItemBody } from "@mt/contract/cart";
import { isCartClearingCode, isPriceChangeCode, reservationOutcome } from "@mt/domain/state/cart";
import { ApiError, browserFetch, callApi, errorCode } from "../api";
import { useOrderStore } from "./order-store";

// The cart's contracts (and zod) load with the first cart call, not with every page (decision 047).
const cartContracts = () => import("@mt/contract/cart");

/** A stored cart that the server no longer knows (or that is booked or expired) is dropped locally. */
function isGoneCart(error: unknown): boolean {
  return error instanceof ApiError && (error.error.status === 404 || isCartClearingCode(error.error.code));
}

/** The stored cart, fresh from the server; null (and cleared locally) when it is gone. */
export async function refreshCart(): Promise<CartView | null> {
  const { cart } = useOrderStore.getState();
  if (!cart) return null;
  try {
    const { data } = await callApi(browserFetch, (await cartContracts()).getCart, {
      params: { id: cart.uuid },
    });
    useOrderStore.getState().setCart(data);
    return data;
  } catch (error) {
    if (isGoneCart(error)) {
      useOrderStore.getState().reset("cart");
      return null;
    }
    throw error;
  }
}

/**
 * A cart sent by link (a reminder, or a seller's) becomes this browser's cart, with the post code
 * it was built for (checked as if typed in); null when the cart is gone.
 */
export async function adoptCart(uuid: string): Promise<CartView | null> {
  try {
    const { data } = await callApi(browserFetch, (await cartContracts()).getCart, { params: { id: uuid } });
    useOrderStore.getState().setCart(data);
    if (data.postCode && useOrderStore.getState().postCode !== data.postCode)
      await adoptPostCode(data.postCode);
    return data;
  } catch (error) {
    if (isGoneCart(error)) return null;
    throw error;
  }
}

async function adoptPostCode(code: string) {
  try {
    const { data } = await callApi(browserFetch, (await import("@mt/contract/post-codes")).getPostCode, {
      params: { code },
    });
    useOrderStore.getState().postCodeChecked(code, { jobTypes: data.jobTypes, place: data.place });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    useOrderStore.getState().postCodeFailed(code);
  }
}

/** Adds a JOB line to the stored cart, creating a cart when there is none (or it is gone). */
export async function addJobToCart(line: LineItemBody["data"]): Promise<CartView> {
  const state = useOrderStore.getState();
  if (state.cart) {
    try {
      const { data } = await callApi(browserFetch, (await cartContracts()).addLineItem, {
        params: { id: state.cart.uuid },
        body: { type: "JOB", data: line },
      });
      state.setCart(data);
      return data;
    } catch (error) {
      await refreshOnPriceChange(error);
      if (!isGoneCart(error)) throw error;
      state.reset("cart");
    }
  }
  try {
    const { data } = await callApi(browserFetch, (await cartContracts()).createCart, {
      body: { post_code: state.postCode ?? null, line_items: [{ type: "JOB", data: line }] },
    });
    useOrderStore.getState().setCart(data);
    return data;
  } catch (error) {
    // Field names of a new cart's first line read as if the line was added alone.
    if (error instanceof ApiError) {
      const fieldErrors = Object.fromEntries(
        Object.entries(error.error.fieldErrors).map(([key, value]) => [
          key.replace(/^line_items\.0\.data\./, ""),
          value,
        ]),
      );
      throw new ApiError({ ...error.error, fieldErrors });
    }
    throw error;
  }
}

/**
 * The fields of an edited line that differ from the stored line: the server changes only the fields
 * a PATCH names, so an edit elsewhere of another field (another tab) is not overwritten.
 */
export function changedLineFields(
  line: CartLineItem,
  next: LineItemBody["data"],
): Partial<Omit<LineItemBody["data"], "jobTypeId">> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed: Partial<Omit<LineItemBody["data"], "jobTypeId">> = {};
  if (next.jobTypeVersionId !== line.data.jobTypeVersionId) changed.jobTypeVersionId = next.jobTypeVersionId;
  if (next.answers !== undefined && !same(next.answers, line.data.answers)) changed.answers = next.answers;
  if (next.images !== undefined && !same(next.images, line.data.images)) changed.images = next.images;
  const comment = next.commentForElectrician ?? null;
  if (comment !== line.data.commentForElectrician) changed.commentForElectrician = comment;
  return changed;
}

/** Versions and prices moved on the server: the local cart is refetched so it shows them. */
async function refreshOnPriceChange(error: unknown): Promise<void> {
  if (isPriceChangeCode(errorCode(error))) await refreshCart().catch(() => null);
}

/** Saves an edited line, sending only what changed. */
export async function updateCartLine(line: CartLineItem, next: LineItemBody["data"]): Promise<CartView> {
  const { cart } = useOrderStore.getState();
  if (!cart) throw new Error("Handlekurven er tom.");
  try {
    const { data: updated } = await callApi(browserFetch, (await cartContracts()).updateLineItem, {
      params: { id: cart.uuid, n: line.id },
      body: { data: changedLineFields(line, next) },
    });
    useOrderStore.getState().setCart(updated);
    return updated;
  } catch (error) {
    await refreshOnPriceChange(error);
    throw error;
  }
}

export async function removeCartLine(n: number): Promise<CartView> {
  const { cart } = useOrderStore.getState();
  if (!cart) throw new Error("Handlekurven er tom.");
  const { data } = await callApi(browserFetch, (await cartContracts()).deleteLineItem, {
    params: { id: cart.uuid, n },
  });
  useOrderStore.getState().setCart(data);
  return data;
}

/**
 * Releases the cart's time reservation on the server (reservation_uuid null), in the background: it
 * never rejects, since a reservation it could not free runs out by itself.
 */
export async function releaseReservation(): Promise<void> {
  const { cart } = useOrderStore.getState();
  if (!cart) return;
  try {
    const { data } = await callApi(browserFetch, (await cartContracts()).updateCart, {
      params: { id: cart.uuid },
      body: { reservation_uuid: null },
    });
    useOrderStore.getState().setCart(data);
  } catch (error) {
    if (isGoneCart(error)) useOrderStore.getState().reset("cart");
  }
}

/** Tells the server the cart's post code; never rejects (a cart that is gone is forgotten). */
export async function setCartPostCode(postCode: string | null): Promise<void> {
  const { cart } = useOrderStore.getState();
  if (!cart || cart.postCode === postCode) return;
  try {
    const { data } = await callApi(browserFetch, (await cartContracts()).updateCart, {
      params: { id: cart.uuid },
      body: { post_code: postCode },
    });
    useOrderStore.getState().setCart(data);
  } catch (error) {
    if (isGoneCart(error)) useOrderStore.getState().reset("cart");
  }
}

/**
 * After a failed reservation call (spec section 4): CART_EXPIRED and CART_BOOKED clear the local cart;
 * anything else refetches it. Returns what happened.
 */
export async function afterReservationError(error: unknown): Promise<"clear-cart" | "refetch"> {
  const outcome = reservationOutcome(errorCode(error));
  if (outcome === "clear-cart") useOrderStore.getState().reset("cart");
  else await refreshCart().catch(() => null);
  return outcome;
}
