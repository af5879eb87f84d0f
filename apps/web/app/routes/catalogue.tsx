import { getCatalogue } from "@mt/contract/catalogue";
import { findJobCategory, JOB_CATEGORY_PARAM } from "@mt/domain/entities/job-category";
import { CataloguePage } from "../features/catalogue/catalogue-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { loadApi } from "../lib/api";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/catalogue";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await loadApi(context.api, getCatalogue);
  // The top menu's "?kategori=varmepumpe"; an unknown value shows every job.
  const chosen = findJobCategory(data.categories, new URL(request.url).searchParams.get(JOB_CATEGORY_PARAM));
  return { catalogue: data, category: chosen && { id: chosen.id, name: chosen.name } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  return [
    { title: pageTitle(category?.name ?? "Alle jobber", matches) },
    {
      name: "description",
      content: category
        ? `${category.name} til fast pris. Se jobbene vi leverer.`
        : "Elektriker, varmepumpe og solceller til fast pris. Se alle jobbene vi leverer.",
    },
  ];
};

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CataloguePage
      catalogue={loaderData.catalogue}
      category={loaderData.category}
      postCodeSlot={<PostCodeButton />}
    />
  );
}
