import type { CustomerSummary } from "@mt/contract/customer";

/** "Nora Hansen" */
export const customerName = (customer: Pick<CustomerSummary, "firstName" | "lastName">) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** "Storgata 1, 0150 Oslo", or null when the customer has no order with an address. */
export function customerAddress(customer: Pick<CustomerSummary, "address" | "postCode" | "place">) {
  if (!customer.address) return null;
  return [customer.address, [customer.postCode, customer.place].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

/** "1 kunde", "12 kunder" */
export const customerCount = (count: number) => `${count} ${count === 1 ? "kunde" : "kunder"}`;
