import type { PublicSettings } from "@mt/contract/settings";
import { CUSTOMER_SERVICE_PHONE } from "@mt/domain/project/customer-service";
import { createContext, useContext } from "react";

/** The public settings the root loader read; the root layout provides them to every page. */
export const PublicSettingsContext = createContext<PublicSettings | null>(null);

/** Customer service's phone number as the settings give it; the default outside the layout. */
export function useCustomerServicePhone(): string {
  return useContext(PublicSettingsContext)?.customerService.phone ?? CUSTOMER_SERVICE_PHONE;
}
