import { Outlet } from "react-router";
import { QueriesProvider } from "../lib/queries-provider";

/** The pages that read through TanStack Query: all but the storefront's first pages (decision 069). */
export default function WithQueries() {
  return (
    <QueriesProvider>
      <Outlet />
    </QueriesProvider>
  );
}
