import "./styles/tokens.css";
import "./styles/base.css";
import "./features/shell/shell.css";
import { getPublicSettings } from "@mt/contract/settings";
import { bodyClasses } from "@mt/domain/routes/body-classes";
import { type ReactNode, useEffect } from "react";
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
import { ToastProvider } from "./components/ui/toasts";
import { ClientSideLinks } from "./features/shell/client-side-links";
import { ErrorPage } from "./features/shell/error-page";
import { SiteFooter } from "./features/shell/site-footer";
import { SiteHeader } from "./features/shell/site-header";
import { callApi } from "./lib/api";

export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await callApi(context.api, getPublicSettings);
  return { settings: data };
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={bodyClasses(pathname, null).join(" ")}>
        <a className="skip-link" href="#innhold">
          Hopp til innhold
        </a>
        <SiteHeader productName={data?.settings.productName} />
        {children}
        <SiteFooter productName={data?.settings.productName} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests and tools know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      <ClientSideLinks />
      <main id="innhold" className="site-main">
        <Outlet />
      </main>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="innhold" className="site-main">
      <ErrorPage error={error} />
    </main>
  );
}
