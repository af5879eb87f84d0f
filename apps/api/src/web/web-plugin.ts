import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ErrorReporter } from "../lib/error-reporting.ts";
import { pageCompressOptions } from "../plugins/compression.ts";
import { isInternalRequest } from "../plugins/internal-requests.ts";
import { builtStylesheets } from "./built-stylesheets.ts";
import { inProcessApi } from "./in-process-api.ts";
import { sendWebResponse, toWebRequest } from "./to-web-request.ts";

export type WebOptions = { mode: "production"; buildDir: string } | { mode: "development"; root: string };

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Serves the React Router app from the same process as the API: static assets, then server
 * rendering for every path that is not under /api/. Encapsulated, so its raw body handling
 * never reaches the API routes.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: WebOptions & { reporter?: ErrorReporter | null },
) {
  const handle =
    options.mode === "production"
      ? createRequestHandler(await productionBuild(app, options.buildDir), "production")
      : createRequestHandler(await viteBuild(app, options.root), "development");
  // Production pages carry the build's stylesheets in their head instead of linking them.
  const builtStylesheet =
    options.mode === "production" ? builtStylesheets(path.join(options.buildDir, "client")) : undefined;

  // React Router parses form posts itself: it gets the raw bytes, read within the server's body
  // limit (413 beyond it, checked against Content-Length before reading when one is given).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.route({
    method: [...methods],
    url: "/*",
    compress: pageCompressOptions,
    handler: async (request, reply) => {
      // Production pages allow only scripts carrying this response's nonce (Vite's dev server
      // injects its own inline scripts, so development keeps its looser policy).
      if (options.mode === "production") request.cspNonce = randomBytes(16).toString("base64");
      const response = await handle(toWebRequest(request, reply), {
        api: inProcessApi(app, request),
        internal: isInternalRequest(request),
        cspNonce: request.cspNonce,
        builtStylesheet,
        reportError: (error: unknown) => options.reporter?.report(error, request),
      });
      return sendWebResponse(reply, response);
    },
  });
}

async function productionBuild(app: FastifyInstance, buildDir: string) {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    wildcard: false,
    // The build writes brotli and gzip copies of scripts and stylesheets (decision 047).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
  return build;
}

async function viteBuild(app: FastifyInstance, root: string) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  return async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
}
