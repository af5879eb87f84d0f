import { getContractor, listContractorFeedback, listElectricians } from "@mt/contract/contractor";
import { policies } from "@mt/domain/roles/page-access";
import { hasAnyRole, userRoles } from "@mt/domain/roles/roles";
import { data } from "react-router";
import { ElectriciansPage } from "../features/partners/electricians-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/partner-electricians";

const { ownElectrician } = policies;
/** Who besides the electrician opens an electrician's calendar page. */
const CALENDAR_STAFF = ownElectrician.kind === "owner" ? ownElectrician.staff : [];

/** /partner/{uuid}/dinemontorer: the company's electricians (its admins, global admins), and its admins' feedback. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  if (!isUuid(params.contractorUuid)) throw data("Fant ikke installatøren", { status: 404 });
  const id = { params: { id: params.contractorUuid } };
  const [contractor, electricians] = await Promise.all([
    loadApi(context.api, getContractor, id),
    loadApi(context.api, listElectricians, id),
  ]);
  const roles = userRoles(user);
  // The company's own admins send feedback to the caseworkers (global admins and staff only look).
  const ownAdmin = roles.includes("CONTRACTOR_ADMIN") && user.contractor?.uuid === contractor.data.uuid;
  const feedback = ownAdmin ? (await loadApi(context.api, listContractorFeedback, id)).data : null;
  return {
    contractor: { uuid: contractor.data.uuid, name: contractor.data.name, status: contractor.data.status },
    electricians: electricians.data,
    invitations: electricians.invitations,
    own: ownAdmin,
    // Staff may look; the company's admins and global admins add and remove.
    mayChange: roles.some((role) => role === "CONTRACTOR_ADMIN" || role === "GLOBAL_ADMIN"),
    // An electrician's own calendar page is theirs and staff's (the company's admins use theirs).
    calendarLinks: hasAnyRole(user, CALENDAR_STAFF),
    feedback,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Montører", matches) },
  { name: "robots", content: "noindex" },
];

export default function PartnerElectriciansRoute({ loaderData }: Route.ComponentProps) {
  return <ElectriciansPage key={loaderData.contractor.uuid} {...loaderData} />;
}
