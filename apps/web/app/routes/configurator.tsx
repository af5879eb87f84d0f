import { getPublishedJob } from "@mt/contract/catalogue";
import { data, useSearchParams } from "react-router";
import { Configurator } from "../features/configurator/configurator";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { ApiError, callApi } from "../lib/api";
import { useOrderHydrated, useOrderStore } from "../lib/order/order-store";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/configurator";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const version = new URL(request.url).searchParams.get("versjon");
  try {
    const { data: job } = await callApi(context.api, getPublishedJob, {
      params: { slug: params.slug },
      query: { version: version && /^\d+$/.test(version) ? Number(version) : undefined },
    });
    return { job };
  } catch (error) {
    if (error instanceof ApiError && error.error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? `Bestill: ${loaded.job.definition.title}` : undefined, matches) },
  { name: "robots", content: "noindex" },
];

/** /order/job/{slug}: the configurator; `?linje=n` edits a line of the stored cart. */
export default function ConfiguratorRoute({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const [params] = useSearchParams();
  const hydrated = useOrderHydrated();
  const lineId = Number(params.get("linje"));
  const editLine = useOrderStore((s) =>
    lineId ? (s.cart?.lineItems.find((l) => l.id === lineId) ?? null) : null,
  );
  return (
    <Configurator
      key={`${job.versionId}-${hydrated && editLine ? editLine.id : "ny"}`}
      job={job}
      editLine={hydrated ? editLine : null}
      postCodeSlot={<PostCodeButton jobType={job.workType} />}
    />
  );
}
