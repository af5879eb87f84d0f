import { me } from "@mt/contract/auth";
import type { ApiFetch } from "@mt/contract/load-context";
import type { ApiUser } from "@mt/contract/users";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
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
