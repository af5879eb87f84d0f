import multipart from "@fastify/multipart";
import {
  deleteMedia,
  getMediaUsage,
  listMedia,
  updateMedia,
  uploadCmsImage,
  uploadCustomerImage,
  uploadDocument,
  uploadMedia,
} from "@mt/contract/media";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { publicAccess, rolesAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { type FileAccess, mediaFileRoute } from "./media.file-route.ts";
import type { MediaService, UploadInput, UploadKind } from "./media.service.ts";

const admin = rolesAccess("GLOBAL_ADMIN");
const libraryReaders = rolesAccess("GLOBAL_ADMIN", "CUSTOMER_SERVICE", "CASEWORKER");

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

export async function mediaRoutes(
  app: FastifyInstance,
  service: MediaService,
  limits: { maxBytes: number; customerUploadsPerHour: number },
  files: FileAccess,
) {
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
  // Only the upload calls read multipart bodies; every other call answers 415 to one.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 10 } });
    for (const [contract, kind, access] of uploads) {
      registerRoute(scope, contract, {
        access,
        // Customers upload without logging in: a per-address budget keeps this from being a free file host.
        ...(kind === "customer-image" && {
          rateLimit: { max: limits.customerUploadsPerHour, per: "hour", code: "TOO_MANY_UPLOADS" },
        }),
        handler: async ({ request }) => ({
          data: await service.upload(kind, await readUpload(request, limits.maxBytes)),
        }),
      });
    }
  });

  registerRoute(app, updateMedia, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.update(params.id, body) }),
  });
  registerRoute(app, getMediaUsage, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.usage(params.id) }),
  });
  registerRoute(app, deleteMedia, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.remove(params.id) }),
  });

  await mediaFileRoute(app, service, files);
}
