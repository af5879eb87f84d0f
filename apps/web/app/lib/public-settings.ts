import type { PublicSettings } from "@mt/contract/settings";
import { CUSTOMER_SERVICE_PHONE } from "@mt/domain/project/customer-service";
import { useRouteLoaderData } from "react-router";

/** The public settings the root loader read (null outside the root's routes, as in unit tests). */
export function usePublicSettings(): PublicSettings | null {
  const root = useRouteLoaderData("root") as { settings?: PublicSettings } | undefined;
  return root?.settings ?? null;
}

/** Customer service's phone number as the settings give it; the default before they have loaded. */
export function useCustomerServicePhone(): string {
  return usePublicSettings()?.customerService.phone ?? CUSTOMER_SERVICE_PHONE;
}
