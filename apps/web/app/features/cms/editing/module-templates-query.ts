import { listModuleTemplates } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { browserFetch, callApi } from "../../../lib/api";

export const moduleTemplatesKey = ["cms", "module-templates"] as const;

/** The module templates to place on a page; loaded when the add-module dialog opens. */
export function useModuleTemplates(enabled: boolean) {
  return useQuery({
    queryKey: moduleTemplatesKey,
    queryFn: async () => (await callApi(browserFetch, listModuleTemplates)).data,
    enabled,
  });
}
