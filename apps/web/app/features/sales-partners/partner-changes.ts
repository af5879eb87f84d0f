import { useQueryClient } from "@tanstack/react-query";

/** The query key of one partner's page. */
export const partnerKey = (uuid: string) => ["sales-partner", uuid] as const;

/** Reloads the partner's page after a change. */
export function useRefresh(uuid: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnerKey(uuid) });
}
