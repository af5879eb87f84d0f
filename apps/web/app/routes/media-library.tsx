import { displayName } from "@mt/domain/entities/user";
import { useLoaderData } from "react-router";
import { BackofficePage } from "../features/staff-menu/backoffice-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/media-library";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  return { name: displayName(user) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Mediebibliotek", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  const { name } = useLoaderData<typeof loader>();
  return <BackofficePage title="Mediebibliotek" name={name} />;
}
