import { getContractorCalendar } from "@mt/contract/contractor";
import { getElectricianRatingSummary } from "@mt/contract/rating";
import { listUsers } from "@mt/contract/users";
import { data as status } from "react-router";
import { personName } from "../features/calendar/calendar-items";
import { CalendarPage } from "../features/calendar/calendar-page";
import { calendarQueryFromUrl, calendarRange } from "../features/calendar/calendar-query";
import { shownCalendar } from "../features/calendar/calendar-shown";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/electrician-calendar";

/**
 * /montor/{uuid}/kalender: one electrician's calendar, by their login's uuid (the electrician
 * themselves, staff). Staff find the electrician's company among the electrician logins.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const url = new URL(request.url);
  const query = calendarQueryFromUrl(url.searchParams);
  const uuid = params.electricianUuid;
  const company =
    user.uuid === uuid
      ? user.contractor
      : (await loadApi(context.api, listUsers, { query: { roles: ["ELECTRICIAN"] } })).data.find(
          (candidate) => candidate.uuid === uuid,
        )?.contractor;
  if (!company) throw status(null, { status: 404 });
  const [calendar, ratingSummary] = await Promise.all([
    loadApi(context.api, getContractorCalendar, {
      params: { id: company.uuid },
      query: { ...calendarRange(query), electrician_uuid: uuid },
    }),
    loadApi(context.api, getElectricianRatingSummary, { params: { uuid } })
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  const person = calendar.data.electricians[0];
  if (!person) throw status(null, { status: 404 });
  return {
    name: personName(person),
    basePath: url.pathname,
    query,
    ...shownCalendar(calendar.data, query, false),
    ratingSummary,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(data ? `Kalender for ${data.name}` : "Kalender", matches) },
  { name: "robots", content: "noindex" },
];

export default function ElectricianCalendarRoute({ loaderData }: Route.ComponentProps) {
  const { name, ...rest } = loaderData;
  return <CalendarPage title={`Kalender for ${name}`} sideBySide={false} ratingOf="electrician" {...rest} />;
}
