import { JOB_PAGE_PREFIX } from "./routes.ts";

/** What a CMS link, button or menu item may point at. */
export interface LinkTarget {
  type?: string | null | undefined;
  url?: string | null | undefined;
  slug?: string | null | undefined;
  path?: string | null | undefined;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** True for links that leave the site (a scheme such as https: or mailto:, or //host). */
export function isExternalLink(href: string): boolean {
  return EXTERNAL.test(href);
}

function withLeadingSlash(path: string): string {
  return path.startsWith("/") ? path : `/${path}`;
}

/**
 * The href of a link: an explicit url for url links; else the page's path; else /{slug}; a job page
 * without a path uses /bestilling/jobb/{slug}. No target at all gives "#".
 */
export function resolveLink(target: LinkTarget | null | undefined): string {
  if (!target) return "#";
  const url = target.url?.trim();
  if (target.type === "url") return url || "#";
  const path = target.path?.trim();
  if (path) return isExternalLink(path) ? path : withLeadingSlash(path);
  const slug = target.slug?.trim().replace(/^\/+/, "");
  if (slug) return target.type === "job" ? `${JOB_PAGE_PREFIX}${slug}` : `/${slug}`;
  return url || "#";
}

/** A page-type menu item's url stripped to its path ("https://site.no/om-oss?x=1" gives "/om-oss"). */
export function stripToPath(url: string): string {
  try {
    return new URL(url, "http://local.invalid").pathname;
  } catch {
    return url;
  }
}
