import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The storefront's first pages: no TanStack Query in their JavaScript (decision 069).
  index("routes/cms-home.tsx"),
  route("nettbutikk/alle", "routes/catalogue.tsx"),
  route("bestilling/jobb/:slug", "routes/job-page.tsx"),
  route("order/job", "routes/configurator-area.tsx"),
  route("order/job/:slug", "routes/configurator.tsx"),
  // Everything else reads through TanStack Query, with its cache around the page.
  layout("routes/with-queries.tsx", [
    route("logginn", "routes/login.tsx"),
    // A new installer company registers itself (no login).
    route("oppsett", "routes/onboarding.tsx"),
    // Running the business (global admins): key figures, settings, users and roles.
    route("nokkeltall", "routes/key-figures.tsx"),
    route("systeminnstillinger", "routes/system-settings.tsx"),
    route("brukere", "routes/users.tsx"),
    // Every component in every state (global admins): the design system's page and visual test page.
    route("designsystem", "routes/design-system.tsx"),
    // The installers' calendars.
    route("montor/:electricianUuid/kalender", "routes/electrician-calendar.tsx"),
    route("partner/:contractorUuid/kalender", "routes/contractor-calendar.tsx"),
    route("montor/:electricianUuid/tilgjengelighet", "routes/electrician-availability.tsx"),
    // The projects desk.
    route("prosjekter", "routes/projects.tsx"),
    route("prosjekter/:number", "routes/project.tsx"),
    route("reklamasjon/liste", "routes/claims.tsx"),
    // Installer companies and their electricians.
    route("partnere", "routes/partners.tsx"),
    route("partnere/:contractorUuid", "routes/partner-company.tsx"),
    route("partner/:contractorUuid/dinemontorer", "routes/partner-electricians.tsx"),
    route("partner/:contractorUuid/bedrift", "routes/partner-own-company.tsx"),
    // Sales partners (retail chains), their stores and people.
    route("selgere", "routes/sales-partners.tsx"),
    route("selgere/:partnerUuid", "routes/sales-partner.tsx"),
    // The customers desk.
    route("kunder", "routes/customers.tsx"),
    route("kunder/:uuid", "routes/customer.tsx"),
    // The cart and the waitlist.
    route("bestilling/handlekurv", "routes/cart.tsx", { id: "cart" }),
    route("order/cart", "routes/cart.tsx", { id: "cart-alias" }),
    route("nyhetsbrev", "routes/waitlist.tsx"),
    // Time and booking, and the customer's "my page".
    route("bestilling/velgtidspunkt", "routes/choose-time.tsx"),
    route("order/checkout", "routes/checkout.tsx"),
    route("order/confirm", "routes/order-confirm.tsx"),
    route("dashboard", "routes/my-page.tsx"),
    // The signed-in person's invitations to a company or store (decision 060).
    route("invitasjoner", "routes/invitations.tsx"),
    route("dashboard/prosjekt/:uuid", "routes/my-project.tsx"),
    route("jobbmaler/liste", "routes/admin-job-templates.tsx"),
    route("produkter/liste", "routes/admin-products.tsx"),
    route("vurderinger", "routes/ratings.tsx"),
    route("reklamasjon/:uuid", "routes/claim.tsx"),
    // Inspections: the list, and the video meeting (customer and staff; the page checks with the API).
    route("inspection/liste", "routes/inspections.tsx"),
    route("project/:uuid/inspection/video", "routes/inspection-video.tsx"),
    // An offer opened by the signed link of its SMS or email (no login; the API checks the token).
    route("tilbud/:uuid", "routes/offer-link.tsx"),
    // The seller's desk, settings, video inspection and the checkout a seller does for a customer.
    route("selgerside", "routes/seller-desk.tsx"),
    route("instillinger", "routes/seller-settings.tsx"),
    route("videobefaring", "routes/seller-video-inspection.tsx"),
    route("bestilling/kunde", "routes/seller-checkout.tsx"),
    // The CMS editor's screens: pages, a new page, module templates ("new" or an id), menus and media.
    route("sider", "routes/cms-pages.tsx"),
    route("sider/:id", "routes/cms-page-settings.tsx"),
    route("new", "routes/cms-new-page.tsx"),
    route("module-templates", "routes/module-templates.tsx"),
    route("module-templates/:id", "routes/module-template.tsx"),
    route("menyer", "routes/cms-menus.tsx"),
    route("mediebibliotek", "routes/media-library.tsx"),
  ]),
  // CMS: module rendering for POST /api/page/render-module, then any other path is a CMS page or 404.
  route("_cms/render-module", "routes/cms-render-module.tsx"),
  route("*", "routes/cms-page.tsx"),
] satisfies RouteConfig;
