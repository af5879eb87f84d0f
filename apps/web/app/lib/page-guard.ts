import type { ApiFetch } from "@mt/contract/load-context";
import type { ApiUser } from "@mt/contract/users";
import { pageAccessFor } from "@mt/domain/roles/page-access";
import { userRoles } from "@mt/domain/roles/roles";
import { type AccessCaller, decideAccess } from "@mt/domain/roles/route-access";
import { routes } from "@mt/domain/routes/routes";
import { data, redirect } from "react-router";
import { currentUser } from "./current-user";

/**
 * The page guard of every page behind login, from the domain's page-access table (the same
 * declarations the API enforces): anonymous → the login page that comes back here, a role that may
 * not → 403, someone else's resource → 404 (revealing nothing). Returns the user when allowed.
 */
/** What the domain's access and reach rules need to know of the logged-in user. */
export function accessCaller(user: ApiUser): AccessCaller {
  return {
    id: user.id,
    uuid: user.uuid,
    activeRoles: userRoles(user),
    contractor: user.contractor ?? null,
    salesPartner: user.salesPartner ?? null,
    salesPartnerDepartment: user.salesPartnerDepartment ?? null,
  };
}

export async function guardPage(request: Request, api: ApiFetch): Promise<ApiUser> {
  const url = new URL(request.url);
  const { access, params } = pageAccessFor(url.pathname);
  const user = await currentUser(request, api);
  const decision = await decideAccess(access, user && accessCaller(user), params);
  if (decision === "unauthenticated" || !user)
    throw redirect(routes.loginPage(`${url.pathname}${url.search}`));
  if (decision === "forbidden") throw data(null, { status: 403 });
  if (decision === "not-owner") throw data(null, { status: 404 });
  return user;
}
