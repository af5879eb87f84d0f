import path from "node:path";
import multipart from "@fastify/multipart";
import {
  deleteMedia,
  listMedia,
  updateMedia,
  uploadCmsImage,
  uploadCustomerImage,
  uploadDocument,
  uploadMedia,
} from "@mt/contract/media";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import { publicAccess, rolesAccess } from "../../lib/access.ts";
import { HttpError } from "../../lib/http-error.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { addErrorField } from "../cms/cms.caller.ts";
import { mediaRepository } from "./media.repository.ts";
import { ensureSeedFiles } from "./media.seed.ts";
import { type MediaService, mediaService, type UploadInput, type UploadKind } from "./media.service.ts";
import { isValidStorageKey, localStorage, type MediaStorage, s3Storage } from "./media.storage.ts";

const admin = rolesAccess("GLOBAL_ADMIN");
const libraryReaders = rolesAccess("GLOBAL_ADMIN", "CUSTOMER_SERVICE", "CASEWORKER");

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

async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadInput> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 2000 },
  })) {
    if (part.type === "file") {
      file = { bytes: await part.toBuffer(), filename: part.filename };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return {
    bytes: file?.bytes ?? Buffer.alloc(0),
    filename: file?.filename,
    title: fields.title,
    alt: fields.alt,
    category: fields.category,
    uploadedBy: request.user?.id ?? null,
  };
}

export function mediaRoutes(app: FastifyInstance, service: MediaService, maxBytes: number) {
  registerRoute(app, listMedia, { access: libraryReaders, handler: ({ query }) => service.list(query) });

  const uploads: [typeof uploadMedia, UploadKind, typeof admin][] = [
    [uploadMedia, "any", admin],
    [uploadCmsImage, "cms-image", admin],
    // Customers order without logging in, and attach photos of the job.
    [uploadCustomerImage, "customer-image", publicAccess],
    [
      uploadDocument,
      "document",
      rolesAccess("GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE", "CONTRACTOR_ADMIN", "ELECTRICIAN"),
    ],
  ];
  for (const [contract, kind, access] of uploads) {
    registerRoute(app, contract, {
      access,
      handler: async ({ request }) => ({
        data: await service.upload(kind, await readUpload(request, maxBytes)),
      }),
    });
  }

  registerRoute(app, updateMedia, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.update(params.id, body) }),
  });
  registerRoute(app, deleteMedia, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.remove(params.id) }),
  });

  // The files themselves, outside /api so image URLs stay short: /media/2026/01/<uuid>.jpg?w=800&dpr=2
  const sandbox = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
  app.get(
    "/media/*",
    {
      config: { access: publicAccess },
      // Route hooks run after the site-wide security headers, so this policy wins for SVG and PDF.
      onSend: async (_request, reply, payload) => {
        if (reply.getHeader("x-media-sandbox")) {
          reply.removeHeader("x-media-sandbox");
          reply.header("content-security-policy", sandbox);
        }
        return payload;
      },
    },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const notFoundReply = () =>
        reply
          .status(404)
          .header("cache-control", "no-store")
          .send({ message: "Fant ikke filen.", code: "NOT_FOUND", errors: {} });
      if (!isValidStorageKey(key)) return notFoundReply();
      const acceptsWebp = /image\/webp/.test(request.headers.accept ?? "");
      const file = await service.serve(key, request.query as Record<string, unknown>, acceptsWebp);
      if (!file) return notFoundReply();
      reply
        .header("content-type", file.mime)
        .header("vary", "Accept")
        .header("x-content-type-options", "nosniff")
        .header(
          "cache-control",
          file.hidden ? "private, max-age=86400" : "public, max-age=31536000, immutable",
        );
      if (file.hidden) reply.header("x-robots-tag", "noindex");
      // An SVG or PDF opened directly can never run script or reach out.
      if (file.svg || file.document) {
        reply.header("content-security-policy", sandbox).header("x-media-sandbox", "1");
      }
      if (file.document) {
        const name = (file.filename ?? "dokument.pdf").replace(/[^\w.-]+/g, "_");
        reply.header("content-disposition", `attachment; filename="${name}"`);
      }
      return reply.send(file.bytes);
    },
  );
}

/** A fixed one-hour window per key, in this process's memory. */
export function hourlyBudget(limit: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): boolean {
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= 3_600_000) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/** The media area: uploads, the library and the files, on local disk or S3. */
export async function mediaModule(app: FastifyInstance, options: { database: Database; env: Env }) {
  const { env } = options;
  const maxBytes = Math.round(env.MEDIA_MAX_UPLOAD_MB * 1024 * 1024);
  const storage = storageFromEnv(env);
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  addErrorField(app);
  // Customers upload without logging in: a per-IP budget per hour keeps the endpoint from being a free file host.
  const customerUploads = hourlyBudget(env.MEDIA_CUSTOMER_UPLOADS_PER_HOUR);
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.url !== `/api${uploadCustomerImage.path}`) return;
    if (!customerUploads.take(request.ip)) {
      throw new HttpError(429, "TOO_MANY_REQUESTS", "For mange opplastinger. Prøv igjen om en stund.");
    }
  });
  const repo = mediaRepository(options.database.db);
  mediaRoutes(
    app,
    mediaService(repo, storage, { maxBytes, maxPixels: env.MEDIA_MAX_IMAGE_PIXELS }),
    maxBytes,
  );
  // Demo images are generated into the storage when the seeded rows point at missing files.
  app.addHook("onReady", async () => {
    await ensureSeedFiles(storage, repo).catch((error) =>
      app.log.warn({ err: error }, "could not write demo images"),
    );
  });
}
