import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ApiDocsMode } from "../deployment.env.ts";
import { finishDocument } from "./openapi/finish-document.ts";
import { documentOperation } from "./openapi/operation.ts";

/**
 * OpenAPI generated from the zod route schemas; the UI at /api/docs, the document at /api/docs/json.
 * Only the contracts' routes are listed, each with its id, security and error answers (decision 084).
 * With API_DOCS=off neither exists (the unknown-call 404 answers).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { productName: string; version: string; docs: ApiDocsMode }) => {
    if (opts.docs === "off") return;
    await app.register(swagger, {
      openapi: {
        info: { title: `${opts.productName} API`, version: opts.version },
        servers: [{ url: "/" }],
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer" },
            cookie: { type: "apiKey", in: "cookie", name: "AuthToken" },
          },
        },
      },
      transform: documentOperation,
      transformObject: finishDocument,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });
  },
);
