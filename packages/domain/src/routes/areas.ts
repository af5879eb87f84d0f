export const AREA_FLAGS = [
  "backend",
  "checkout",
  "auth",
  "home",
  "onboarding",
  "configurator",
  "video-meeting",
  "seller-area",
] as const;
export type AreaFlag = (typeof AREA_FLAGS)[number];

/** Backend prefixes from the specification. */
export const BACKEND_PREFIXES = [
  "/dashboard",
  "/job-template",
  "/project",
  "/inspection",
  "/claim",
  "/offer",
  "/analytics",
  "/settings",
  "/calendar",
  "/electrician",
  "/standard-availability",
  "/contractor",
  "/product",
  "/seller-dashboard",
  "/concerns",
  "/customer",
  "/draft-version",
  "/resource",
  "/sales-partner",
  "/onboarding",
] as const;

/**
 * The Norwegian back-office routes of the route table. The spec's prefix list names the
 * old English paths only; without these, staff on /prosjekter would get the public menu.
 */
export const BACKEND_ROUTE_PREFIXES = [
  "/prosjekter",
  "/reklamasjon",
  "/kunder",
  "/jobbmaler",
  "/produkter",
  "/nokkeltall",
  "/systeminnstillinger",
  "/brukere",
  "/designsystem",
  "/partnere",
  "/selgere",
  "/oppsett",
  "/montor",
  "/partner",
  "/new",
  "/module-templates",
  "/sider",
  "/menyer",
  "/mediebibliotek",
  "/vurderinger",
] as const;

export const SELLER_AREA_SEGMENTS = [
  "selgerside",
  "nettbutikk",
  "bestilling",
  "videobefaring",
  "instillinger",
  "selger",
] as const;

/** Strips query, hash and trailing slashes so "/order/" and "/order?x=1" classify like "/order". */
export function normalisePathname(pathname: string): string {
  const trimmed = pathname.replace(/[?#].*$/s, "").replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** Prefix match on whole path segments: "/order" matches "/order/job" but not "/orders". */
export function hasPathPrefix(pathname: string, prefix: string): boolean {
  const path = normalisePathname(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isBackendPath(pathname: string): boolean {
  return [...BACKEND_PREFIXES, ...BACKEND_ROUTE_PREFIXES].some((prefix) => hasPathPrefix(pathname, prefix));
}

export function isCheckoutPath(pathname: string): boolean {
  return hasPathPrefix(pathname, "/order");
}

export function isAuthPath(pathname: string): boolean {
  return hasPathPrefix(pathname, "/auth");
}

export function isHomePath(pathname: string): boolean {
  return normalisePathname(pathname) === "/";
}

export function isOnboardingPath(pathname: string): boolean {
  return hasPathPrefix(pathname, "/onboarding") || hasPathPrefix(pathname, "/oppsett");
}

export function isConfiguratorPath(pathname: string): boolean {
  return hasPathPrefix(pathname, "/order/job");
}

export function isVideoMeetingPath(pathname: string): boolean {
  const path = normalisePathname(pathname);
  return (
    (hasPathPrefix(path, "/project") || hasPathPrefix(path, "/prosjekter")) &&
    `${path}/`.includes("/inspection/video/")
  );
}

export function isSellerAreaPath(pathname: string): boolean {
  return SELLER_AREA_SEGMENTS.some((segment) => hasPathPrefix(pathname, `/${segment}`));
}

const predicates: ReadonlyArray<readonly [AreaFlag, (pathname: string) => boolean]> = [
  ["backend", isBackendPath],
  ["checkout", isCheckoutPath],
  ["auth", isAuthPath],
  ["home", isHomePath],
  ["onboarding", isOnboardingPath],
  ["configurator", isConfiguratorPath],
  ["video-meeting", isVideoMeetingPath],
  ["seller-area", isSellerAreaPath],
];

/** Every area flag that applies to the path, in the order of AREA_FLAGS. A path may have several. */
export function routeFlags(pathname: string): AreaFlag[] {
  return predicates.filter(([, test]) => test(pathname)).map(([flag]) => flag);
}
