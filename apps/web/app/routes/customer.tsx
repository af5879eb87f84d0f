import { getCustomer } from "@mt/contract/customer";
import { policies } from "@mt/domain/roles/page-access";
import { hasAnyRole } from "@mt/domain/roles/roles";
import { data, useLoaderData } from "react-router";
import { customerName } from "../features/customers/customer-labels";
import { CustomerPage } from "../features/customers/customer-page";
import { ApiError, loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/customer";

/** /kunder/:uuid: one customer for the staff who serve them (404 for an unknown one). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const phone = policies.customerPhoneNumber;
  const mayChangePhone = phone.kind === "roles" && hasAnyRole(user, phone.roles);
  try {
    const { data: customer } = await loadApi(context.api, getCustomer, { params: { uuid: params.uuid } });
    return { customer, mayChangePhone };
  } catch (error) {
    // A malformed uuid is an unknown customer too.
    if (error instanceof ApiError && error.error.validation) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? customerName(loaded.customer) : "Kunde", matches) },
  { name: "robots", content: "noindex" },
];

export default function CustomerRoute() {
  const { customer, mayChangePhone } = useLoaderData<typeof loader>();
  return <CustomerPage key={customer.uuid} customer={customer} mayChangePhone={mayChangePhone} />;
}
