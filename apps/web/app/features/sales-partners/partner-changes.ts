import { useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toasts";
import { ApiError, errorMessage } from "../../lib/api";
import { firstErrors } from "./sales-partner-labels";

/** The query key of one partner's page. */
export const partnerKey = (uuid: string) => ["sales-partner", uuid] as const;

/** Field errors from a failed call, or a toast when there are none. */
export function useFailure(setErrors: (errors: Record<string, string>) => void) {
  const toast = useToast();
  return (error: unknown) => {
    const fields = error instanceof ApiError ? firstErrors(error.error.fieldErrors) : {};
    if (Object.keys(fields).length > 0) setErrors(fields);
    else toast.error(errorMessage(error));
  };
}

/** Reloads the partner's page after a change. */
export function useRefresh(uuid: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnerKey(uuid) });
}
