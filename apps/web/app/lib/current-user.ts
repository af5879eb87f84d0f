import { me } from "@mt/contract/auth";
import type { ApiFetch } from "@mt/contract/load-context";
import type { ApiUser } from "@mt/contract/users";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { routes } from "@mt/domain/routes/routes";
import { redirect } from "react-router";
import { callApi } from "./api";

/** True when the request carries an AuthToken cookie (valid or not). */
export function hasAuthCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie
    .split(";")
    .some(
      (part) =>
        part.trim().startsWith(`${AUTH_COOKIE_NAME}=`) && part.trim().length > AUTH_COOKIE_NAME.length + 1,
    );
}

/** The logged-in user of a server request, or null (no cookie, or a session that has ended). */
export async function currentUser(request: Request, api: ApiFetch): Promise<ApiUser | null> {
  if (!hasAuthCookie(request)) return null;
  try {
    return (await callApi(api, me)).data;
  } catch {
    return null;
  }
}

/** For loaders of pages behind login: the user, or a redirect to the login page that comes back here. */
export async function requireUser(request: Request, api: ApiFetch): Promise<ApiUser> {
  const user = await currentUser(request, api);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(routes.loginPage(`${url.pathname}${url.search}`));
}
