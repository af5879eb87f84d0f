import { listMedia, type MediaItem, uploadCmsImage } from "@mt/contract/media";
import { type ApiOutcome, normaliseApiResponse, UNPARSEABLE } from "@mt/domain/api/normalise-error";
import type { ImageCategory } from "@mt/domain/entities/enums";
import { ApiError, browserFetch, callApi } from "../../lib/api";

export interface MediaFilters {
  page: number;
  category: ImageCategory | "";
  search: string;
}

export const mediaKeys = {
  all: ["media"] as const,
  list: (filters: MediaFilters) => ["media", "list", filters] as const,
};

/** One page (48) of the library's CMS images; customer uploads are never listed. */
export function fetchMedia(filters: MediaFilters) {
  return callApi(browserFetch, listMedia, {
    query: {
      type: "cms-image",
      page: filters.page,
      perPage: 48,
      ...(filters.category && { category: filters.category }),
      ...(filters.search.trim() && { search: filters.search.trim() }),
    },
  });
}

/**
 * Uploads one CMS image with XMLHttpRequest, whose upload events give the progress (fetch has
 * none); the answer is read like every other API answer.
 */
export function uploadImage(file: File, onProgress: (share: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api${uploadCmsImage.path}`);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("request-from", "web");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    const settle = (outcome: ApiOutcome) => {
      const result = normaliseApiResponse(outcome);
      if (!result.ok) reject(new ApiError(result.error));
      else resolve(uploadCmsImage.response.parse(result.data).data);
    };
    request.addEventListener("load", () => {
      let body: unknown = UNPARSEABLE;
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      settle({ kind: "response", status: request.status, statusText: request.statusText, body });
    });
    request.addEventListener("error", () => settle({ kind: "network", error: new Error("upload failed") }));
    const form = new FormData();
    form.append("file", file);
    form.append("title", file.name.replace(/\.[^.]+$/, ""));
    request.send(form);
  });
}
