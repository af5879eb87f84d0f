import { getContractor, getContractorCalendar } from "@mt/contract/contractor";
import { getContractorRatingSummary } from "@mt/contract/rating";
import { PendingApprovalNotice } from "../components/pending-approval-notice";
import { CalendarPage } from "../features/calendar/calendar-page";
import { calendarQueryFromUrl, calendarRange } from "../features/calendar/calendar-query";
import { shownCalendar } from "../features/calendar/calendar-shown";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/contractor-calendar";

/**
 * /partner/{uuid}/kalender: the company's electricians side by side (its admins, staff). Another
 * company's uuid is refused by the guard and by the API alike, as the not-found page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const url = new URL(request.url);
  const query = calendarQueryFromUrl(url.searchParams);
  const id = params.contractorUuid;
  const [company, calendar, ratingSummary] = await Promise.all([
    loadApi(context.api, getContractor, { params: { id } }),
    loadApi(context.api, getContractorCalendar, { params: { id }, query: calendarRange(query) }),
    loadApi(context.api, getContractorRatingSummary, { params: { id } })
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  return {
    name: company.data.name,
    // A company waiting for approval says so, and what it can do meanwhile (decision 060).
    pending: company.data.status === "PENDING",
    own: user.contractor?.uuid === company.data.uuid,
    contractorUuid: company.data.uuid,
    basePath: url.pathname,
    query,
    // Only the bookings the view draws, and the counts of the days it cut short.
    ...shownCalendar(calendar.data, query, true),
    ratingSummary,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(data ? `Kalender for ${data.name}` : "Kalender", matches) },
  { name: "robots", content: "noindex" },
];

export default function ContractorCalendarRoute({ loaderData }: Route.ComponentProps) {
  const { name, pending, own, contractorUuid, ...rest } = loaderData;
  return (
    <CalendarPage
      title={`Kalender for ${name}`}
      sideBySide
      ratingOf="company"
      notice={pending ? <PendingApprovalNotice contractorUuid={contractorUuid} own={own} /> : null}
      {...rest}
    />
  );
}
