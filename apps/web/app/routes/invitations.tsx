import { listMyInvitations } from "@mt/contract/invitation";
import { landingPage } from "@mt/domain/roles/landing-page";
import { userRoles } from "@mt/domain/roles/roles";
import { InvitationsPage } from "../features/invitations/invitations-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/invitations";

/** /invitasjoner: the signed-in person's invitations to answer (any signed-in user; decision 060). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const { data } = await loadApi(context.api, listMyInvitations);
  return { invitations: data, home: userRoles(user).length > 0 ? landingPage(user) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Invitasjoner", matches) },
  { name: "robots", content: "noindex" },
];

export default function InvitationsRoute({ loaderData }: Route.ComponentProps) {
  return <InvitationsPage {...loaderData} />;
}
