import { listCustomers } from "@mt/contract/customer";
import { useLoaderData } from "react-router";
import { readCustomerSearch } from "../features/customers/customer-search";
import { CustomersPage } from "../features/customers/customers-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/customers";

/** /kunder: the customers list, searched and paged on the server, the search kept in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const query = readCustomerSearch(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listCustomers, {
    query: { search: query.search || undefined, page: query.page },
  });
  return { query, customers: data, meta };
}

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(data?.query.search ? `Kunder: «${data.query.search}»` : "Kunder", matches) },
  { name: "robots", content: "noindex" },
];

export default function CustomersRoute() {
  const { query, customers, meta } = useLoaderData<typeof loader>();
  return <CustomersPage query={query} customers={customers} meta={meta} />;
}
