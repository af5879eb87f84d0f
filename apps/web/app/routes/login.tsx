import { AUTH_COOKIE_NAME, CONTRACTOR_COOKIE_NAME } from "@mt/domain/api/session";
import { landingPage } from "@mt/domain/roles/landing-page";
import { safeRedirect } from "@mt/domain/routes/redirect";
import { paths, REDIRECT_PARAM } from "@mt/domain/routes/routes";
import { data, redirect } from "react-router";
import { LoginPage } from "../features/auth/login-page";
import { currentUser, hasAuthCookie } from "../lib/current-user";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await currentUser(request, context.api);
  if (user) throw redirect(safeRedirect(url.searchParams.get(REDIRECT_PARAM), landingPage(user)));
  const canonical = new URL(paths.login, url.origin).href;
  // No valid session: forget the auth cookie and the contractor id cookie.
  const headers = new Headers();
  if (hasAuthCookie(request)) {
    headers.append("set-cookie", `${AUTH_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    headers.append("set-cookie", `${CONTRACTOR_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  return data({ canonical }, { headers });
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle("Logg inn", matches) },
  { name: "description", content: "Logg inn for å se status på prosjektene og befaringene du har bestilt." },
  { tagName: "link", rel: "canonical", href: loaded?.canonical ?? paths.login },
];

export default function Login() {
  return <LoginPage />;
}
