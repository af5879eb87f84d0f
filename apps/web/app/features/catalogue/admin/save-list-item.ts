import type { Dispatch, SetStateAction } from "react";

/**
 * Saves the item an editor has open, new or existing, and puts the server's answer in the list
 * beside it. Throws what the call throws (ApiError with field errors).
 */
export async function saveListItem<T extends { id: number }>(
  selected: number | "new",
  calls: { create: () => Promise<{ data: T }>; update: (id: number) => Promise<{ data: T }> },
  setList: Dispatch<SetStateAction<T[]>>,
): Promise<T> {
  const { data } = selected === "new" ? await calls.create() : await calls.update(selected);
  setList((list) =>
    selected === "new" ? [...list, data] : list.map((item) => (item.id === data.id ? data : item)),
  );
  return data;
}
