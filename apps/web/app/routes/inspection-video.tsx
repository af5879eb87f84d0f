import { getMeeting, inspectionErrors } from "@mt/contract/inspection";
import { routes } from "@mt/domain/routes/routes";
import { data, redirect } from "react-router";
import { MeetingProblem, VideoMeetingPage } from "../features/inspection-video/video-meeting-page";
import { ApiError, callApi, errorMessage } from "../lib/api";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/inspection-video";

/**
 * /project/{uuid}/inspection/video: open to the project's customer (logged in, or with the SMS
 * link's token `t`, which opens this meeting only) and to staff who run inspections; the API decides.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t")?.slice(0, 2000) || null;
  try {
    const { data: meeting } = await callApi(context.api, getMeeting, {
      params: { uuid: params.uuid },
      query: token ? { t: token } : {},
    });
    return { meeting, token, problem: null, ended: false };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, code } = error.error;
    // With the SMS link's token, a 401 is the link's refusal (run out, wrong, or the inspection is
    // over: one answer for all); every 401 reaches here as UNAUTHORIZED, so say it in the link's words.
    if (token && status === 401) {
      return {
        meeting: null,
        token: null,
        problem: inspectionErrors.MEETING_LINK_INVALID.message,
        ended: false,
      };
    }
    if (code === "UNAUTHORIZED") throw redirect(routes.loginPage(url.pathname));
    if (code === "INSPECTION_NOT_VIDEO" || code === "MEETING_ENDED") {
      return { meeting: null, token: null, problem: errorMessage(error), ended: code === "MEETING_ENDED" };
    }
    if (status === 404 || status === 422) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Videobefaring", matches) },
  { name: "robots", content: "noindex" },
];

export default function InspectionVideoRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.meeting)
    return (
      <MeetingProblem message={loaderData.problem ?? "Fant ikke videobefaringen."} ended={loaderData.ended} />
    );
  return (
    <VideoMeetingPage
      key={loaderData.meeting.projectUuid}
      meeting={loaderData.meeting}
      token={loaderData.token}
    />
  );
}
