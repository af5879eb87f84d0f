import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { Caller } from "../../lib/access.ts";
import { addErrorField } from "../../lib/error-field.ts";
import type { CmsService } from "../cms/cms.module.ts";
import { mediaLinks } from "./media.links.ts";
import { mayAttach, mediaId, mediaSight } from "./media.reach.ts";
import { mediaRepository } from "./media.repository.ts";
import { mediaRoutes } from "./media.routes.ts";
import { ensureSeedFiles } from "./media.seed.ts";
import { mediaService } from "./media.service.ts";
import { localStorage, type MediaStorage, s3Storage } from "./media.storage.ts";

/** Deeper nesting than any drawing program writes; keeps a crafted file from exhausting the walk. */
const SVG_MAX_DEPTH = 200;

export function storageFromEnv(env: Env): MediaStorage {
  if (env.MEDIA_STORAGE === "s3") {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET as string,
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localStorage(path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR, "media")));
}

/**
 * Uploads (sniffed, sanitised, re-encoded), the media library, and the files on local disk or S3:
 * CMS files public, private ones by signed link or to a session that may see them (decision 061).
 */
export function createMediaModule(deps: {
  db: Db;
  env: Env;
  cms: Pick<CmsService, "imageUsage">;
  /** The secret that signs links to private files (`auth.keyFor("media-link")`). */
  linkKey: string;
  /** The session behind a token, for a private file asked for without a valid link. */
  resolveCaller(token: string): Promise<Caller | null>;
  now?: (() => number) | undefined;
}) {
  const { env } = deps;
  const maxBytes = Math.round(env.MEDIA_MAX_UPLOAD_MB * 1024 * 1024);
  const storage = storageFromEnv(env);
  const repo = mediaRepository(deps.db);
  const links = mediaLinks(deps.linkKey, deps.now);
  const service = mediaService(
    repo,
    storage,
    deps.cms,
    {
      maxBytes,
      maxPixels: env.MEDIA_MAX_IMAGE_PIXELS,
      svg: { maxElements: env.MEDIA_MAX_SVG_ELEMENTS, maxDepth: SVG_MAX_DEPTH },
      pdf: {
        maxObjects: env.MEDIA_MAX_PDF_OBJECTS,
        maxDecodedBytes: Math.round(env.MEDIA_MAX_PDF_DECODED_MB * 1024 * 1024),
      },
    },
    links,
  );
  return {
    service,
    registerRoutes: async (app: FastifyInstance) => {
      // Decision 061: a body names a PDF, or a private photo (never a CMS image), only when the
      // caller may attach it.
      const attachable = (kind: "document" | "image") => async (caller: Caller | null, value: string) => {
        const id = mediaId(value);
        const row = id === null ? undefined : await repo.get(id);
        return !!row && row.kind === kind && (kind === "document" || row.hidden) && mayAttach(caller, row);
      };
      app.objectReach.define("document", attachable("document"));
      app.objectReach.define("image", attachable("image"));
      const maySee = mediaSight(repo, () => app.objectReach);
      // Its own encapsulated context: media errors carry `error`; only its upload calls read multipart.
      await app.register(async (scope) => {
        addErrorField(scope);
        await mediaRoutes(
          scope,
          service,
          { maxBytes, customerUploadsPerHour: env.MEDIA_CUSTOMER_UPLOADS_PER_HOUR },
          { links, resolveCaller: deps.resolveCaller, maySee },
        );
        // Demo images are generated into the storage when the seeded rows point at missing files.
        scope.addHook("onReady", async () => {
          await ensureSeedFiles(storage, repo).catch((error) =>
            scope.log.warn({ err: error }, "could not write demo images"),
          );
        });
      });
    },
  };
}
export type { MediaService } from "./media.service.ts";
