import type { CustomerSummary } from "@mt/contract/customer";
import { type CustomerReach, reachesEveryCustomer } from "@mt/domain/customer/customer-reach";

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

/**
 * Whom the list holds, for those who see only some customers (decision 059): "Du ser kundene som har
 * bestilt i Bergen Åsane." Null for those who see every customer.
 */
export function customerScopeNote(reach: readonly CustomerReach[], storeName?: string | null): string | null {
  if (reachesEveryCustomer(reach)) return null;
  if (reach.some((entry) => entry.kind === "salesPartnerDepartment"))
    return `Du ser kundene som har bestilt i ${storeName ?? "butikken din"}.`;
  if (reach.some((entry) => entry.kind === "salesPartner"))
    return "Du ser kundene som har bestilt i kjeden din.";
  return "Du ser kundene til bestillingene du har registrert.";
}
