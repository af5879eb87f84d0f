import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ApiDocsMode } from "../deployment.env.ts";

/**
 * OpenAPI generated from the zod route schemas; the UI at /api/docs, the document at /api/docs/json.
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
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });
  },
);
