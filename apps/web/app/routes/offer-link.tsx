import { OfferLinkPage } from "../features/offer-link/offer-link-page";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/offer-link";

/**
 * /tilbud/{uuid}?t=…: one offer opened by the signed link of its SMS or email, without a login
 * (the token opens that offer only; the API decides). Answering asks for a code sent to the phone.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t")?.slice(0, 2000) || null;
  return { uuid: params.uuid, token };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Tilbud", matches) },
  { name: "robots", content: "noindex" },
  // The link's token is in the address: it goes to no other site.
  { name: "referrer", content: "no-referrer" },
];

export default function OfferLinkRoute({ loaderData }: Route.ComponentProps) {
  return <OfferLinkPage key={loaderData.uuid} uuid={loaderData.uuid} token={loaderData.token} />;
}
