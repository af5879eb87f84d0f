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

/** Which main page each role lands on; roles sharing a page share its tour. */
export const tourPageOf = {
  GLOBAL_ADMIN: "projects",
  CASEWORKER: "projects",
  CUSTOMER_SERVICE: "projects",
  INSPECTOR: "projects",
  STORE_EMPLOYEE: "projects",
  SALES_PARTNER_SELLER: "seller",
  ELECTRICIAN: "calendar",
  CONTRACTOR_ADMIN: "calendar",
} as const satisfies Record<TourRole, string>;
export type TourPage = (typeof tourPageOf)[TourRole];

/** The name `guided-tour-finished` remembers, e.g. "main-page:projects". */
export const tourId = (role: TourRole) => `main-page:${tourPageOf[role]}`;

export interface TourChoice {
  id: string;
  page: TourPage;
}

/**
 * The tour to offer on this page: the tour of the main page of one of the user's active staff roles,
 * if this is that page and they have not finished (or skipped) its tour.
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
    if (mainPage === pathname) return { id, page: tourPageOf[role] };
  }
  return null;
}
