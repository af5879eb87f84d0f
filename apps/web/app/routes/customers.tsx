import { listCustomers } from "@mt/contract/customer";
import { customerReach } from "@mt/domain/customer/customer-reach";
import { useLoaderData } from "react-router";
import { customerScopeNote } from "../features/customers/customer-labels";
import { readCustomerSearch } from "../features/customers/customer-search";
import { CustomersPage } from "../features/customers/customers-page";
import { loadApi } from "../lib/api";
import { accessCaller, guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/customers";

/** /kunder: the customers list, searched and paged on the server, the search kept in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const reach = customerReach(accessCaller(user));
  const query = readCustomerSearch(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listCustomers, {
    query: { search: query.search || undefined, page: query.page },
  });
  return {
    query,
    customers: data,
    meta,
    scopeNote: customerScopeNote(reach, user.salesPartnerDepartment?.name),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(data?.query.search ? `Kunder: «${data.query.search}»` : "Kunder", matches) },
  { name: "robots", content: "noindex" },
];

export default function CustomersRoute() {
  const { query, customers, meta, scopeNote } = useLoaderData<typeof loader>();
  return <CustomersPage query={query} customers={customers} meta={meta} scopeNote={scopeNote} />;
}
