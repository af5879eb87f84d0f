import { inspectionListQuery } from "@mt/contract/inspection";
import { urlListQuery } from "../../lib/url-list-query";

/** The inspections list query as the API reads it, with its defaults filled in. */
export type InspectionQuery = ReturnType<typeof inspectionListQuery.parse>;

export const {
  fromUrl: inspectionQueryFromUrl,
  search: inspectionSearch,
  isFiltered,
} = urlListQuery(inspectionListQuery);
