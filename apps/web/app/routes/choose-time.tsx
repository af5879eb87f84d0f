import { paths } from "@mt/domain/routes/routes";
import { ChooseTimePage } from "../features/booking/choose-time-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { sellsForCustomers } from "../features/seller/seller-roles";
import { pageTitle } from "../lib/page-title";
import { useSessionUser } from "../lib/session-user";
import type { Route } from "./+types/choose-time";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Velg tidspunkt", matches) },
  { name: "robots", content: "noindex" },
];

/** /bestilling/velgtidspunkt; a seller goes on to the seller's checkout (/bestilling/kunde). */
export default function ChooseTimeRoute() {
  const seller = sellsForCustomers(useSessionUser());
  return (
    <ChooseTimePage
      postCodeSlot={<PostCodeButton />}
      nextPath={seller ? paths.sellerCheckout : paths.checkout}
    />
  );
}
