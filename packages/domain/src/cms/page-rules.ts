import { z } from "zod";
import type { PageType } from "../entities/enums.ts";
import { pagePath } from "../entities/page.ts";
import { JOB_PAGE_PREFIX, paths } from "../routes/routes.ts";

/** A page slug: lower-case words of letters and digits joined by hyphens; "" is the home page. */
export const SLUG_PATTERN = /^(?:[a-z0-9æøå]+(?:-[a-z0-9æøå]+)*)?$/;
export const slugSchema = z.string().trim().toLowerCase().regex(SLUG_PATTERN, "Ugyldig format").max(120);

/** Paths the CMS may own although the route table names them (spec section 2). */
/** Fixed paths of the route table that are CMS pages, served by the catch-all route. */
export const CMS_OWNED_PATHS: ReadonlySet<string> = new Set<string>([
  paths.home,
  paths.sellerHome,
  paths.privacy,
  paths.terms,
  paths.newsletter,
]);

/** First path segments that belong to the app's own routes, the API and the media files. */
const RESERVED_SEGMENTS = new Set<string>([
  "api",
  "media",
  "assets",
  "order",
  "auth",
  "bestilling",
  "nettbutikk",
  "new",
  "module-templates",
  ...Object.values(paths)
    .filter((path) => !CMS_OWNED_PATHS.has(path))
    .map((path) => path.split("/")[1] ?? ""),
]);

/** True when a CMS page may not live at this path because a fixed route or the API owns it. */
export function isReservedPagePath(path: string): boolean {
  if (CMS_OWNED_PATHS.has(path)) return false;
  const first = path.split("/")[1] ?? "";
  return RESERVED_SEGMENTS.has(first);
}

/**
 * Where a page lives: a content page under its parent's path ("/" for the empty slug), a job page
 * under /bestilling/jobb/, a module-template page nowhere ("").
 */
export function cmsPagePath(type: PageType, slug: string, parentPath?: string | null): string {
  if (type === "module-template") return "";
  if (type === "job") return `${JOB_PAGE_PREFIX}${slug}`;
  return pagePath(slug, parentPath);
}

/** The path a visitor asked for, as pages store it: no trailing slash, decoded, "/" for home. */
export function normaliseRequestPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {}
  const trimmed = decoded.replace(/\/+$/, "").toLowerCase();
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export const REVISION_CONFLICT_MESSAGE =
  "Noen andre har endret dette innholdet mens du redigerte. Last inn på nytt og gjør endringene dine igjen.";
export const PATH_TAKEN_MESSAGE = "Adressen er allerede i bruk";
export const RESERVED_PATH_MESSAGE = "Adressen er reservert for en annen side";
