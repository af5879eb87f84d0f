import { isBackendPath, isSellerAreaPath } from "../routes/areas.ts";
import { paths, routes } from "../routes/routes.ts";
import { hasAnyRole, type Role } from "./roles.ts";

export interface MenuLink {
  label: string;
  href: string;
  /** Admin pages the spec marks desktop only. */
  desktopOnly?: boolean;
}

export interface MenuDropdown {
  label: string;
  children: MenuLink[];
}

export type StaffMenuItem = MenuLink | MenuDropdown;

/** Names of the CMS menus. The spec names the top menus; the mobile and footer keys are ours. */
export const CMS_MENU_KEYS = {
  public: "top-menu",
  customer: "top-menu-customer",
  seller: "top-menu-seller",
  mobileSecondary: "mobile-secondary-menu",
  footer: "footer-menu",
} as const;
export type CmsTopMenuKey = (typeof CMS_MENU_KEYS)["public" | "customer" | "seller"];

export const MENU_BREAKPOINT_PX = 940;

export type StaffMenuRole =
  | "GLOBAL_ADMIN"
  | "CASEWORKER"
  | "CONTRACTOR_ADMIN"
  | "ELECTRICIAN"
  | "STORE_EMPLOYEE"
  | "CUSTOMER_SERVICE"
  | "INSPECTOR"
  | "SALES_PARTNER_ADMIN"
  | "SALES_PARTNER_DEPARTMENT_ADMIN";

/**
 * Who gets the seller menu and the seller's logo: sellers, and the partner's and store's admins,
 * who sell from the same desk (decision 034).
 */
export const STORE_SELLER_ROLES: readonly Role[] = [
  "SALES_PARTNER_SELLER",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_ADMIN",
];

/**
 * Menu priority on backend paths; the first role the user has decides the menu. The spec's order,
 * then the roles it gives no menu (the inspector, and the partner's and store's admins: decision 071).
 */
export const BACKEND_MENU_PRIORITY: readonly (StaffMenuRole | "CUSTOMER")[] = [
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "CONTRACTOR_ADMIN",
  "ELECTRICIAN",
  "STORE_EMPLOYEE",
  "CUSTOMER_SERVICE",
  "INSPECTOR",
  "SALES_PARTNER_ADMIN",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "CUSTOMER",
];

export interface MenuUser {
  activeRoles?: readonly string[] | null | undefined;
  roles?: readonly string[] | null | undefined;
  uuid?: string | null | undefined;
  contractor?: { uuid?: string | null | undefined } | null | undefined;
  /** The sales partner (chain) a partner admin, department admin or seller works for. */
  salesPartner?: { uuid?: string | null | undefined } | null | undefined;
}

export type TopMenu =
  | { kind: "staff"; role: StaffMenuRole; items: StaffMenuItem[] }
  | { kind: "cms"; key: CmsTopMenuKey };

const projects: MenuLink = { label: "Prosjekter", href: paths.projects };
const claims: MenuLink = { label: "Reklamasjon", href: paths.claims };
const customers: MenuLink = { label: "Kunder", href: paths.customers };
const inspections: MenuLink = { label: "Befaringer", href: paths.inspections };
const sellerDesk: MenuLink = { label: "Selgerside", href: paths.sellerDesk };

/**
 * The fixed staff menu of a role. Calendar and availability links need the electrician's uuid
 * (or the contractor's), the chain or store link the sales partner's; without it those items are
 * left out.
 */
export function staffMenu(role: StaffMenuRole, user: MenuUser = {}): StaffMenuItem[] {
  const uuid = user.uuid ?? undefined;
  const contractorUuid = user.contractor?.uuid ?? undefined;
  const partnerUuid = user.salesPartner?.uuid ?? undefined;
  switch (role) {
    case "CASEWORKER":
    case "STORE_EMPLOYEE":
    case "CUSTOMER_SERVICE":
      return [projects, claims, customers];
    case "ELECTRICIAN":
      return [
        ...(uuid ? [{ label: "Kalender", href: routes.electricianCalendar(uuid) }] : []),
        projects,
        claims,
        ...(uuid ? [{ label: "Tilgjengelighet", href: routes.electricianAvailability(uuid) }] : []),
      ];
    case "CONTRACTOR_ADMIN":
      return [
        ...(contractorUuid ? [{ label: "Kalender", href: routes.contractorCalendar(contractorUuid) }] : []),
        projects,
        claims,
        ...(contractorUuid
          ? [
              { label: "Montører", href: routes.contractorElectricians(contractorUuid) },
              { label: "Bedrift", href: routes.contractorCompany(contractorUuid) },
            ]
          : []),
      ];
    case "INSPECTOR":
      return [inspections, projects];
    // The spec gives them no menu; they sell from the seller's desk too (decisions 034, 071).
    case "SALES_PARTNER_ADMIN":
    case "SALES_PARTNER_DEPARTMENT_ADMIN":
      return [
        projects,
        ...(partnerUuid
          ? [
              {
                label: role === "SALES_PARTNER_ADMIN" ? "Kjede" : "Butikk",
                href: routes.salesPartner(partnerUuid),
              },
            ]
          : []),
        sellerDesk,
      ];
    case "GLOBAL_ADMIN":
      return [
        projects,
        claims,
        customers,
        { label: "Jobbmaler", href: paths.jobTemplates, desktopOnly: true },
        { label: "Produkter", href: paths.products, desktopOnly: true },
        { label: "Nøkkeltall", href: paths.keyFigures },
        {
          label: "Partnere",
          children: [
            { label: "Salgspartnere", href: paths.salesPartners },
            { label: "Montører", href: paths.installers },
            { label: "Ny installatør", href: paths.installerOnboarding },
          ],
        },
        {
          label: "Administrasjon",
          children: [
            { label: "Innstillinger", href: paths.systemSettings },
            { label: "Brukere", href: paths.users },
            { label: "Designsystem", href: paths.designSystem },
          ],
        },
      ];
  }
}

/**
 * Which top menu to show. On backend paths the first role of BACKEND_MENU_PRIORITY decides; a customer
 * gets the CMS customer menu. A seller (and the partner's and store's admins) gets the seller menu on
 * seller-area paths; a seller also on backend paths when no staff role outranks it. Everyone else gets the public CMS menu, with logged-in
 * customers getting their customer menu on storefront pages too.
 */
export function topMenu(user: MenuUser | null | undefined, pathname: string): TopMenu {
  if (isBackendPath(pathname)) {
    if (!user) return { kind: "cms", key: CMS_MENU_KEYS.public };
    const role = BACKEND_MENU_PRIORITY.find((candidate) => hasAnyRole(user, candidate));
    if (role && role !== "CUSTOMER") return { kind: "staff", role, items: staffMenu(role, user) };
    if (role === "CUSTOMER") return { kind: "cms", key: CMS_MENU_KEYS.customer };
    if (hasAnyRole(user, STORE_SELLER_ROLES)) return { kind: "cms", key: CMS_MENU_KEYS.seller };
    return { kind: "cms", key: CMS_MENU_KEYS.public };
  }
  if (isSellerAreaPath(pathname) && hasAnyRole(user, STORE_SELLER_ROLES)) {
    return { kind: "cms", key: CMS_MENU_KEYS.seller };
  }
  if (hasAnyRole(user, "CUSTOMER")) return { kind: "cms", key: CMS_MENU_KEYS.customer };
  return { kind: "cms", key: CMS_MENU_KEYS.public };
}

/** Where the logo links: a seller's (and their admins') logo to /selger, everyone else's to /. */
export function logoHref(user: MenuUser | null | undefined): string {
  return hasAnyRole(user, STORE_SELLER_ROLES) ? paths.sellerHome : paths.home;
}

export function isMenuDropdown(item: StaffMenuItem): item is MenuDropdown {
  return "children" in item;
}
