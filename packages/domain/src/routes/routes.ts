/** Fixed routes of the route table (spec section 2). */
export const paths = {
  home: "/",
  sellerHome: "/selger",
  privacy: "/personvern",
  terms: "/avtalevilkar",
  allJobs: "/nettbutikk/alle",
  chooseTime: "/bestilling/velgtidspunkt",
  cart: "/bestilling/handlekurv",
  cartAlias: "/order/cart",
  checkout: "/order/checkout",
  orderConfirmation: "/order/confirm",
  configurator: "/order/job",
  newsletter: "/nyhetsbrev",
  login: "/logginn",
  dashboard: "/dashboard",
  /** The signed-in person's invitations to a company or store, to accept or decline (decision 060). */
  invitations: "/invitasjoner",
  projects: "/prosjekter",
  claims: "/reklamasjon/liste",
  customers: "/kunder",
  jobTemplates: "/jobbmaler/liste",
  products: "/produkter/liste",
  keyFigures: "/nokkeltall",
  /** Running the business (global admins): the product's settings, and users with their roles. */
  systemSettings: "/systeminnstillinger",
  users: "/brukere",
  /** Every component of the design system in every state (global admins); the visual test page. */
  designSystem: "/designsystem",
  installers: "/partnere",
  salesPartners: "/selgere",
  installerOnboarding: "/oppsett",
  newPage: "/new",
  newModuleTemplate: "/module-templates/new",
  /** The CMS editor's screens (global admins): pages, module templates, menus and the media library. */
  cmsPages: "/sider",
  moduleTemplates: "/module-templates",
  cmsMenus: "/menyer",
  mediaLibrary: "/mediebibliotek",
  ratings: "/vurderinger",
  inspections: "/inspection/liste",
  /** The seller's desk, their settings, a video inspection booked for a customer, and the seller's checkout. */
  sellerDesk: "/selgerside",
  sellerSettings: "/instillinger",
  sellerVideoInspection: "/videobefaring",
  sellerCheckout: "/bestilling/kunde",
} as const;

/** Prefix of a job page: /bestilling/jobb/{slug}. */
export const JOB_PAGE_PREFIX = "/bestilling/jobb/";

/** Query flag on the cart page that opens the post-code change. */
export const CHANGE_CODE_FLAG = "change-code";

/** Query parameter on the order confirmation naming the booked project. */
export const PROJECT_PARAM = "prosjekt";

/** Query parameter on the login page naming where to go after login. */
export const REDIRECT_PARAM = "redirect";

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Builders for the parameterised routes; parameters are URL-encoded. */
export const routes = {
  ...paths,
  jobPage: (slug: string) => `${JOB_PAGE_PREFIX}${segment(slug)}`,
  electricianCalendar: (electricianUuid: string) => `/montor/${segment(electricianUuid)}/kalender`,
  electricianAvailability: (electricianUuid: string) => `/montor/${segment(electricianUuid)}/tilgjengelighet`,
  contractorCalendar: (contractorUuid: string) => `/partner/${segment(contractorUuid)}/kalender`,
  contractorElectricians: (contractorUuid: string) => `/partner/${segment(contractorUuid)}/dinemontorer`,
  /** A contractor admin's own company: details, coverage and invoicing, and where its approval stands. */
  contractorCompany: (contractorUuid: string) => `/partner/${segment(contractorUuid)}/bedrift`,
  /** One installer company on /partnere: details, coverage, invoicing, approval (global admins). */
  installer: (contractorUuid: string) => `${paths.installers}/${segment(contractorUuid)}`,
  /** One sales partner on /selgere: its stores and people (global admins, its own admins). */
  salesPartner: (partnerUuid: string) => `${paths.salesPartners}/${segment(partnerUuid)}`,
  moduleTemplate: (id: string | number) => `/module-templates/${segment(id)}`,
  /** One CMS page's settings (title, address, SEO, background) and its deletion. */
  cmsPageSettings: (id: string | number) => `${paths.cmsPages}/${segment(id)}`,
  /** One project on the projects desk, by its number ("/prosjekter/100123"). */
  project: (projectNumber: string | number) => `${paths.projects}/${segment(projectNumber)}`,
  /** One of the customer's projects on "my page". */
  myProject: (uuid: string) => `${paths.dashboard}/prosjekt/${segment(uuid)}`,
  /** The confirmation of one booked project ("/order/confirm?prosjekt=…"), for its customer. */
  orderConfirmationPage: (projectUuid: string) =>
    `${paths.orderConfirmation}?${new URLSearchParams({ [PROJECT_PARAM]: projectUuid })}`,
  /** The configurator of one job. */
  configuratorPage: (slug: string) => `${paths.configurator}/${segment(slug)}`,
  /** The cart, optionally with the change-code flag ("/bestilling/handlekurv?change-code=1"). */
  cartPage: (options: { changeCode?: boolean } = {}) =>
    options.changeCode ? `${paths.cart}?${CHANGE_CODE_FLAG}=1` : paths.cart,
  /** The login page, optionally with where to go afterwards. */
  loginPage: (redirect?: string | null) =>
    redirect ? `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : paths.login,
  /** One customer's page in the back office. */
  customer: (uuid: string) => `${paths.customers}/${segment(uuid)}`,
  /** One claim in the back office ("/reklamasjon/{uuid}"). */
  claim: (uuid: string) => `/reklamasjon/${segment(uuid)}`,
  /** The video meeting of a video inspection (the customer's SMS link adds its token). */
  inspectionVideo: (projectUuid: string) => `/project/${segment(projectUuid)}/inspection/video`,
  /** One offer opened without a login by the signed token of its SMS or email link (`t`). */
  offerLink: (offerUuid: string, token?: string) =>
    `/tilbud/${segment(offerUuid)}${token ? `?${new URLSearchParams({ t: token })}` : ""}`,
} as const;

/** True when the query carries the change-code flag, whatever its value except "0" or "false". */
export function hasChangeCodeFlag(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(CHANGE_CODE_FLAG);
  return value !== null && value !== "0" && value !== "false";
}

/** The cart page answers on both of its paths. */
export function isCartPath(pathname: string): boolean {
  return pathname === paths.cart || pathname === paths.cartAlias;
}

/**
 * Pages with an order in progress (cart, time, checkout): signing in there opens the login modal on
 * the page instead of leaving for the login page (decision 066).
 */
export function isOrderInProgressPath(pathname: string): boolean {
  return isCartPath(pathname) || pathname === paths.chooseTime || pathname === paths.checkout;
}

/** Checkout and order confirmation: where the post-code button sends the user back to the cart. */
export function isCheckoutOrConfirmPath(pathname: string): boolean {
  return pathname === paths.checkout || pathname === paths.orderConfirmation;
}

/** Pages the spec marks as admin and desktop only. */
export const DESKTOP_ONLY_PATHS: readonly string[] = [paths.jobTemplates, paths.products];

export const PRODUCT_NAME = "Montørtorget";

/** Page titles get the product name as a suffix: "Logg inn | Montørtorget". */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
