import { ChooseTimePage } from "../features/booking/choose-time-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/choose-time";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Velg tidspunkt", matches) },
  { name: "robots", content: "noindex" },
];

/** /bestilling/velgtidspunkt */
export default function ChooseTimeRoute() {
  return <ChooseTimePage postCodeSlot={<PostCodeButton />} />;
}
