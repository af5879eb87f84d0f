import { useMutation } from "@tanstack/react-query";
import type { Dispatch, SetStateAction } from "react";

export interface ListItemCalls<T, B> {
  create: (body: B) => Promise<{ data: T }>;
  update: (id: number, body: B) => Promise<{ data: T }>;
}

/**
 * Saves the item an editor has open, new or existing, and puts the server's answer in the list
 * beside it. Fails with what the call throws (ApiError with field errors).
 */
export function useSaveListItem<T extends { id: number }, B>(
  calls: ListItemCalls<T, B>,
  setList: Dispatch<SetStateAction<T[]>>,
) {
  return useMutation({
    mutationFn: async ({ selected, body }: { selected: number | "new"; body: B }) =>
      (selected === "new" ? await calls.create(body) : await calls.update(selected, body)).data,
    onSuccess: (data, { selected }) =>
      setList((list) =>
        selected === "new" ? [...list, data] : list.map((item) => (item.id === data.id ? data : item)),
      ),
  });
}
