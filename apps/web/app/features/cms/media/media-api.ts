import { deleteMedia, getMediaUsage, updateMedia } from "@mt/contract/media";
import type { ImageCategory } from "@mt/domain/entities/enums";
import type { Hotspot } from "@mt/domain/entities/media-image";
import { browserFetch, callApi } from "../../../lib/api";

export function saveMedia(
  id: number,
  body: {
    title?: string | null;
    alt?: string | null;
    category?: ImageCategory | null;
    hotspot?: Hotspot | null;
  },
) {
  return callApi(browserFetch, updateMedia, { params: { id }, body }).then((result) => result.data);
}

export function mediaUsage(id: number) {
  return callApi(browserFetch, getMediaUsage, { params: { id } }).then((result) => result.data);
}

export function removeMedia(id: number) {
  return callApi(browserFetch, deleteMedia, { params: { id } });
}
