import { paths } from "../routes/routes.ts";
import {
  type Access,
  ownContractorAccess,
  publicAccess,
  rolesAccess,
  selfAccess,
  userAccess,
} from "./route-access.ts";

/**
 * Named access policies: a back-office page and the API calls behind it declare the same one, so
 * the page guard and the API guard cannot disagree. Roles follow the staff menus of spec section 2.
 */
export const policies = {
  globalAdmin: rolesAccess("GLOBAL_ADMIN"),
  /** Job templates and products: the editors and their calls. */
  catalogueAdmin: rolesAccess("GLOBAL_ADMIN"),
  /** Projects and claims: staff, and installers (who see their own). */
  projectsDesk: rolesAccess(
    "GLOBAL_ADMIN",
    "CASEWORKER",
    "STORE_EMPLOYEE",
    "CUSTOMER_SERVICE",
    "INSPECTOR",
    "CONTRACTOR_ADMIN",
    "ELECTRICIAN",
  ),
  /**
   * The projects list and a project's page: the desk's roles, and the stores' people, who see their
   * own, their store's or their partner's orders (the API answers within each one's reach).
   */
  projectsOverview: rolesAccess(
    "GLOBAL_ADMIN",
    "CASEWORKER",
    "STORE_EMPLOYEE",
    "CUSTOMER_SERVICE",
    "INSPECTOR",
    "CONTRACTOR_ADMIN",
    "ELECTRICIAN",
    "SALES_PARTNER_ADMIN",
    "SALES_PARTNER_DEPARTMENT_ADMIN",
    "SALES_PARTNER_SELLER",
  ),
  /**
   * Customers: the staff who serve them; store employees only the customers of their store's orders
   * (the API answers 404 for any other; decision 059).
   */
  customersDesk: rolesAccess("GLOBAL_ADMIN", "CASEWORKER", "STORE_EMPLOYEE", "CUSTOMER_SERVICE"),
  /** Changing a customer's login phone number, with a code sent to the new number (decision 059). */
  customerPhoneNumber: rolesAccess("GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"),
  /** An electrician's own calendar and availability (the uuid the landing page uses), and staff. */
  ownElectrician: selfAccess("electricianUuid", ["ELECTRICIAN"]),
  /**
   * An electrician's availability: the electrician (own uuid), and their company's admins and global
   * admins (the API answers 404 for another company's electrician). Decision 029.
   */
  electricianAvailability: selfAccess(
    "electricianUuid",
    ["ELECTRICIAN"],
    ["GLOBAL_ADMIN", "CONTRACTOR_ADMIN"],
  ),
  /** A contractor admin's own company, and staff. */
  ownContractor: ownContractorAccess("contractorUuid"),
  /** Ratings: the caseworkers who approve or reject comments. */
  ratingsModeration: rolesAccess("GLOBAL_ADMIN", "CASEWORKER"),
  /**
   * Sales partners: global admins all, a partner's and a department's admins their own (the API
   * answers 404 for another partner). Decision 032.
   */
  salesPartners: rolesAccess("GLOBAL_ADMIN", "SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"),
  /** Inspections: those who run them. */
  inspections: rolesAccess("GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"),
  /** The seller's desk, settings and the orders they make for customers (decision 034). */
  sellerDesk: rolesAccess("SALES_PARTNER_SELLER", "SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_ADMIN"),
} satisfies Record<string, Access>;

/** Every page behind login, by its route pattern. A page not listed here is public. */
export const PAGE_ACCESS: readonly { pattern: string; access: Access }[] = [
  { pattern: paths.dashboard, access: userAccess },
  { pattern: paths.invitations, access: userAccess },
  { pattern: "/dashboard/prosjekt/:uuid", access: userAccess },
  { pattern: paths.projects, access: policies.projectsOverview },
  { pattern: "/prosjekter/:number", access: policies.projectsOverview },
  { pattern: paths.claims, access: policies.projectsDesk },
  { pattern: paths.customers, access: policies.customersDesk },
  { pattern: "/kunder/:uuid", access: policies.customersDesk },
  { pattern: paths.jobTemplates, access: policies.catalogueAdmin },
  { pattern: paths.products, access: policies.catalogueAdmin },
  { pattern: paths.keyFigures, access: policies.globalAdmin },
  { pattern: paths.systemSettings, access: policies.globalAdmin },
  { pattern: paths.users, access: policies.globalAdmin },
  { pattern: paths.designSystem, access: policies.globalAdmin },
  { pattern: paths.installers, access: policies.globalAdmin },
  { pattern: "/partnere/:contractorUuid", access: policies.globalAdmin },
  { pattern: paths.salesPartners, access: policies.salesPartners },
  { pattern: "/selgere/:partnerUuid", access: policies.salesPartners },
  { pattern: paths.newPage, access: policies.globalAdmin },
  { pattern: "/module-templates/:id", access: policies.globalAdmin },
  { pattern: paths.moduleTemplates, access: policies.globalAdmin },
  { pattern: paths.cmsPages, access: policies.globalAdmin },
  { pattern: "/sider/:id", access: policies.globalAdmin },
  { pattern: paths.cmsMenus, access: policies.globalAdmin },
  { pattern: paths.mediaLibrary, access: policies.globalAdmin },
  { pattern: "/montor/:electricianUuid/kalender", access: policies.ownElectrician },
  { pattern: "/montor/:electricianUuid/tilgjengelighet", access: policies.electricianAvailability },
  { pattern: "/partner/:contractorUuid/kalender", access: policies.ownContractor },
  { pattern: "/partner/:contractorUuid/dinemontorer", access: policies.ownContractor },
  { pattern: "/partner/:contractorUuid/bedrift", access: policies.ownContractor },
  { pattern: paths.ratings, access: policies.ratingsModeration },
  { pattern: "/reklamasjon/:uuid", access: policies.projectsDesk },
  { pattern: paths.inspections, access: policies.inspections },
  { pattern: paths.sellerDesk, access: policies.sellerDesk },
  { pattern: paths.sellerSettings, access: policies.sellerDesk },
  { pattern: paths.sellerVideoInspection, access: policies.sellerDesk },
  { pattern: paths.sellerCheckout, access: policies.sellerDesk },
];

/** The parameters of `pathname` when it fits the pattern (`:name` is one segment), else null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] as string;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/** Who may open the page at `pathname`, with the parameters its rule reads. */
export function pageAccessFor(pathname: string): { access: Access; params: Record<string, string> } {
  for (const entry of PAGE_ACCESS) {
    const params = matchPattern(entry.pattern, pathname);
    if (params) return { access: entry.access, params };
  }
  return { access: publicAccess, params: {} };
}
