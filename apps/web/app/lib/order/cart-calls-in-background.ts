/**
 * The cart calls a page makes in the background, answering nothing to the person: telling the cart a
 * checked post code, freeing a time reservation. The cart calls' module loads when one is made, not
 * with the storefront's first pages (decision 069); neither call ever rejects.
 */
export function setCartPostCodeInBackground(postCode: string): void {
  void import("./cart-calls").then((calls) => calls.setCartPostCode(postCode));
}

export function releaseReservationInBackground(): void {
  void import("./cart-calls").then((calls) => calls.releaseReservation());
}
