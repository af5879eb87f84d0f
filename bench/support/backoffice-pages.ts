import type { BackofficePageName } from "./page-budgets.ts";

/** Who opens a page: the demo caseworker, or the role the page is for. */
export type BackofficeRole = "caseworker" | "contractorAdmin" | "globalAdmin" | "seller";

/** The demo people of each role (README "Trying everything"). */
export const BACKOFFICE_PHONES: Record<BackofficeRole, string> = {
  caseworker: "+4790000002",
  contractorAdmin: "+4790000004",
  globalAdmin: "+4790000001",
  seller: "+4790000011",
};

/** What the load holds that the pages' URLs name. */
export interface BackofficeSamples {
  /** A surname among the customers. */
  surname: string;
  projectNumber: number;
  customerUuid: string;
  contractorUuid: string;
  /** The login of an electrician of that company. */
  electricianUserUuid: string;
  /** The busy month, Oslo dates [from, to). */
  month: { from: string; to: string };
}

export interface BackofficePage {
  name: BackofficePageName;
  path: string;
  as: BackofficeRole;
}

/**
 * Each page of the budget with its URL and who opens it: the caseworker, the company's admin for its
 * calendar, a global admin for the key figures (their default, the last twelve months) and a seller
 * for the seller's desk. The calendars show the busy month and its third week.
 */
export function backofficePages(s: BackofficeSamples): BackofficePage[] {
  const search = encodeURIComponent(s.surname);
  const week = `${s.month.from.slice(0, 8)}15`;
  const company = `/partner/${s.contractorUuid}/kalender`;
  return [
    { name: "/prosjekter", path: "/prosjekter", as: "caseworker" },
    { name: "/prosjekter?search", path: `/prosjekter?search=${search}`, as: "caseworker" },
    {
      name: "/prosjekter?status&workType",
      path: "/prosjekter?status=invoiced&workType=ELECTRICIAN",
      as: "caseworker",
    },
    { name: "/prosjekter/{nummer}", path: `/prosjekter/${s.projectNumber}`, as: "caseworker" },
    { name: "/kunder?search", path: `/kunder?search=${search}`, as: "caseworker" },
    { name: "/kunder/{uuid}", path: `/kunder/${s.customerUuid}`, as: "caseworker" },
    {
      name: "/partner/{uuid}/kalender uke",
      path: `${company}?view=week&date=${week}`,
      as: "contractorAdmin",
    },
    {
      name: "/partner/{uuid}/kalender måned",
      path: `${company}?view=month&date=${s.month.from}`,
      as: "contractorAdmin",
    },
    {
      name: "/montor/{uuid}/kalender uke",
      path: `/montor/${s.electricianUserUuid}/kalender?view=week&date=${week}`,
      as: "caseworker",
    },
    { name: "/nokkeltall", path: "/nokkeltall", as: "globalAdmin" },
    { name: "/reklamasjon/liste", path: "/reklamasjon/liste", as: "caseworker" },
    { name: "/selgerside", path: "/selgerside", as: "seller" },
  ];
}
