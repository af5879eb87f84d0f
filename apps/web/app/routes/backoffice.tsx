import { displayName } from "@mt/domain/entities/user";
import { useLoaderData } from "react-router";
import { BackofficePage, backofficeTitle } from "../features/staff-menu/backoffice-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/backoffice";

/** The back-office and "my page" routes: behind login; their content comes with later issues. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  return { title: backofficeTitle(new URL(request.url).pathname), name: displayName(user) };
}

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function Backoffice() {
  const { title, name } = useLoaderData<typeof loader>();
  return <BackofficePage title={title} name={name} />;
}
