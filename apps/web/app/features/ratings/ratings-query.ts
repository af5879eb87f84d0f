import { type CommentStatus, commentStatusSchema } from "@mt/domain/rating/rating";
import { paths } from "@mt/domain/routes/routes";

/** The moderation list's filters as the URL holds them; pending comments unless asked otherwise. */
export interface RatingsQuery {
  status: CommentStatus | "all";
  contractor: string | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lenient: a value the API would refuse is dropped, never an error page. */
export function readRatingsQuery(params: URLSearchParams): RatingsQuery {
  const status = params.get("status");
  const contractor = params.get("contractor");
  const page = Number(params.get("page"));
  return {
    status: status === "all" ? "all" : (commentStatusSchema.safeParse(status).data ?? "pending"),
    contractor: contractor && UUID.test(contractor) ? contractor : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL of a list; defaults left out, so every list has one URL. */
export function ratingsHref(query: RatingsQuery): string {
  const params = new URLSearchParams();
  if (query.status !== "pending") params.set("status", query.status);
  if (query.contractor) params.set("contractor", query.contractor);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${paths.ratings}?${search}` : paths.ratings;
}
