import type { ApiUser } from "@mt/contract/users";
import { landingPage } from "@mt/domain/roles/landing-page";
import type { Role } from "@mt/domain/roles/roles";

/** Staff roles with a tour of their main page (the page they land on after login). */
export const TOUR_ROLES = [
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "CUSTOMER_SERVICE",
  "INSPECTOR",
  "STORE_EMPLOYEE",
  "SALES_PARTNER_SELLER",
  "ELECTRICIAN",
  "CONTRACTOR_ADMIN",
] as const satisfies readonly Role[];
export type TourRole = (typeof TOUR_ROLES)[number];

/** The name `guided-tour-finished` remembers, e.g. "main-page:CASEWORKER". */
export const tourId = (role: TourRole) => `main-page:${role}`;

export interface TourChoice {
  id: string;
  role: TourRole;
}

/**
 * The tour to offer on this page: the first of the user's active staff roles whose main page this
 * is and whose tour they have not finished (or skipped).
 */
export function tourFor(
  user: Pick<ApiUser, "uuid" | "contractor" | "activeRoles" | "guidedToursFinished">,
  pathname: string,
  finishedHere: ReadonlySet<string> = new Set(),
): TourChoice | null {
  for (const role of TOUR_ROLES) {
    if (!user.activeRoles?.includes(role)) continue;
    const id = tourId(role);
    if (user.guidedToursFinished.includes(id) || finishedHere.has(id)) continue;
    const mainPage = landingPage({ activeRoles: [role], uuid: user.uuid, contractor: user.contractor });
    if (mainPage === pathname) return { id, role };
  }
  return null;
}
