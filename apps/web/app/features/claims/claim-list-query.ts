import { claimListQuery } from "@mt/contract/claim";
import { urlListQuery } from "../../lib/url-list-query";

/** The claims list query as the API reads it, with its defaults filled in. */
export type ClaimQuery = ReturnType<typeof claimListQuery.parse>;

export const {
  fromUrl: claimQueryFromUrl,
  search: claimSearch,
  isFiltered,
} = urlListQuery(claimListQuery, ["status"]);
