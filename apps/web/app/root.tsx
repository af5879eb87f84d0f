import { devUsers } from "@mt/contract/auth";
import { listMyInvitations } from "@mt/contract/invitation";
import { getPublicSettings } from "@mt/contract/settings";
import { showsDevTools, showsEnvironmentBadge } from "@mt/domain/roles/access";
import { CMS_MENU_KEYS, logoHref, topMenu } from "@mt/domain/roles/menus";
import { bodyClasses } from "@mt/domain/routes/body-classes";
import { paths } from "@mt/domain/routes/routes";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ClientSideLinks } from "./components/ui/page-link";
import { ToastProvider } from "./components/ui/toasts";
import { LoginModalHost } from "./features/auth/login-modal-host";
import { loadMenus } from "./features/cms/cms-api";
import { AdminBarSlot } from "./features/cms/editing/admin-bar-slot";
import { menuLinks } from "./features/cms/menus";
import { DevToolsSlot, EnvironmentBadgeSlot } from "./features/dev-tools/dev-tools-slot";
import { ErrorReporting } from "./features/error-reporting/error-reporting";
import { InvitationNotice } from "./features/invitations/invitation-notice";
import { PostCodeRevalidation } from "./features/post-code/post-code-revalidation";
import { AppIcons } from "./features/shell/app-icons";
import { ErrorPage } from "./features/shell/error-page";
import { SiteFooter } from "./features/shell/site-footer";
import { SiteHeader } from "./features/shell/site-header";
import { runStartup } from "./features/shell/startup";
import { readConsentCookies } from "./features/site-services/consent-store";
import { ConsentSettingsButton, SiteServices } from "./features/site-services/site-services";
import { staffMenuLinks } from "./features/staff-menu/staff-menu-links";
import { StaffMenuSlot } from "./features/staff-menu/staff-menu-slot";
import { UserMenu } from "./features/user/user-menu";
import { callApi, loadApi } from "./lib/api";
import { currentUser } from "./lib/current-user";
import { PublicSettingsContext } from "./lib/public-settings";
import { allPartsHydrated } from "./lib/server-ready-lazy";
import { useUserStore } from "./lib/user-store";
import rootStyles from "./styles/root.css?url";

// Guided tours are for signed-in staff: a visitor never downloads them (decision 069).
const GuidedTour = lazy(() =>
  import("./features/guided-tours/guided-tour").then((module) => ({ default: module.GuidedTour })),
);

// A stylesheet with a precedence goes into the head before React's module preloads (decision 017).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rootStyles, precedence: "root" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  // CMS menus (top menus by role, mobile secondary, footer) are an empty list when they fail to load.
  const [{ data }, user, menus] = await Promise.all([
    loadApi(context.api, getPublicSettings),
    currentUser(request, context.api),
    loadMenus(context.api),
  ]);
  // A signed-in person's invitations that wait for an answer are announced on every page (decision 060).
  const invitations = user
    ? await callApi(context.api, listMyInvitations).then(
        (result) => result.data.length,
        () => 0,
      )
    : 0;
  const devSignIn = showsDevTools(data.environment)
    ? await callApi(context.api, devUsers).then(
        (result) => result.data,
        () => null,
      )
    : null;
  const consentCookies = readConsentCookies(request.headers.get("cookie") ?? "");
  return { settings: data, user, devUsers: devSignIn, menus, invitations, consentCookies };
}

/** The page's main part: the skip link's target, and what the first frame waits for. */
const MAIN_ID = "innhold";

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  const user = data?.user ?? null;
  const menu = topMenu(user, pathname);
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <AppIcons />
        {/* The first frame waits until the header and the page's main part are parsed whole: a frame
            of a half-parsed page (a button without its text yet, the menu without its summary) is a
            layout shift when the rest arrives. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body className={bodyClasses(pathname, user).join(" ")}>
        <PublicSettingsContext value={data?.settings ?? null}>
          <a className="skip-link" href={`#${MAIN_ID}`}>
            Hopp til innhold
          </a>
          <SiteHeader
            productName={data?.settings.productName}
            logoHref={logoHref(user)}
            menu={menu.kind === "cms" ? menuLinks(data?.menus, menu.key) : staffMenuLinks(menu.items)}
            secondaryMenu={menu.kind === "cms" ? menuLinks(data?.menus, CMS_MENU_KEYS.mobileSecondary) : []}
            navigation={menu.kind === "staff" ? <StaffMenuSlot items={menu.items} /> : undefined}
            tools={
              <>
                {data && showsEnvironmentBadge(user, data.settings.environment) && (
                  <EnvironmentBadgeSlot environment={data.settings.environment} />
                )}
                {data?.devUsers && <DevToolsSlot users={data.devUsers} />}
                <UserMenu user={user} />
              </>
            }
          />
          <AdminBarSlot user={user} />
          {pathname !== paths.invitations && <InvitationNotice count={data?.invitations ?? 0} />}
          {children}
          <SiteFooter
            productName={data?.settings.productName}
            menu={menuLinks(data?.menus, CMS_MENU_KEYS.footer)}
            cookieSettings={<ConsentSettingsButton />}
          />
          <Startup />
          {data && <SiteServices settings={data.settings} user={user} consentCookies={data.consentCookies} />}
          <ErrorReporting
            dsn={data?.settings.siteServices.errorReportingDsn ?? null}
            release={data?.settings.appVersion}
            environment={data?.settings.environment}
            user={user}
          />
          {user && (
            <Suspense fallback={null}>
              <GuidedTour user={user} />
            </Suspense>
          )}
        </PublicSettingsContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Start-up work in the browser, on every page including the error page. */
function Startup() {
  useEffect(() => {
    runStartup();
    // Lets tests and tools know the page is interactive, its server-rendered parts included.
    void allPartsHydrated().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return null;
}

export default function App() {
  const loaded = useRouteLoaderData<typeof loader>("root");
  const sessionUser = loaded?.user ?? null;
  useEffect(() => {
    // The stored user ("user") follows the server's session.
    void Promise.resolve(useUserStore.persist.rehydrate()).then(() =>
      useUserStore.getState().setUser(sessionUser),
    );
  }, [sessionUser]);
  return (
    <ToastProvider>
      <ClientSideLinks />
      <PostCodeRevalidation />
      <LoginModalHost />
      <main id={MAIN_ID} className="site-main">
        <Outlet />
      </main>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id={MAIN_ID} className="site-main">
      <ErrorPage error={error} />
    </main>
  );
}
