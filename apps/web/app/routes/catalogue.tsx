import { getCatalogue } from "@mt/contract/catalogue";
import { findJobCategory, JOB_CATEGORY_PARAM } from "@mt/domain/entities/job-category-links";
import { POST_CODE_PARAM } from "../components/post-code-form";
import { CataloguePage } from "../features/catalogue/catalogue-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { checkAddressPostCode, PostCodeFromAddress } from "../features/post-code/post-code-from-address";
import { TrustSignals } from "../features/storefront-trust/trust-signals";
import { loadStorefrontRatings, storefrontTrust } from "../features/storefront-trust/trust-signals.server";
import { loadApi } from "../lib/api";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/catalogue";

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The home page's post-code form is a GET here; without JavaScript the server checks the code.
  const code = params.get(POST_CODE_PARAM);
  const [{ data }, postCode, ratings] = await Promise.all([
    loadApi(context.api, getCatalogue),
    code === null ? null : checkAddressPostCode(context.api, code),
    loadStorefrontRatings(context.api),
  ]);
  // The top menu's "?kategori=varmepumpe"; an unknown value shows every job.
  const chosen = findJobCategory(data.categories, params.get(JOB_CATEGORY_PARAM));
  return {
    catalogue: data,
    category: chosen && { id: chosen.id, name: chosen.name, imageUrl: chosen.imageUrl ?? null },
    postCode,
    trust: storefrontTrust(data, ratings),
  };
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
  const { postCode } = loaderData;
  return (
    <CataloguePage
      catalogue={loaderData.catalogue}
      category={loaderData.category}
      area={
        postCode?.kind === "covered"
          ? { postCode: postCode.code, workTypes: postCode.jobTypes }
          : postCode?.kind === "not-launched"
            ? { postCode: postCode.code, workTypes: [] }
            : null
      }
      postCodeSlot={
        <>
          <TrustSignals trust={loaderData.trust} />
          <PostCodeButton />
          {postCode && <PostCodeFromAddress result={postCode} />}
        </>
      }
    />
  );
}
