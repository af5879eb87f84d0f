import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { useNorwegianZodMessages } from "@mt/contract/zod-config";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import { createIdentityArea } from "./modules/auth/identity-area.ts";
import { type BookingOptions, createBookingArea } from "./modules/booking/booking-area.ts";
import type { CartService } from "./modules/cart/cart.service.ts";
import { registerCatalogueArea } from "./modules/catalogue/catalogue-area.ts";
import { cmsModule } from "./modules/cms/cms.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { mediaModule } from "./modules/media/media.routes.ts";
import { settingsRepository } from "./modules/settings/settings.repository.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { settingsService } from "./modules/settings/settings.service.ts";
import { authGuardPlugin } from "./plugins/auth-guard.ts";
import { errorBody, errorsPlugin } from "./plugins/errors.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { type WebOptions, webPlugin } from "./web/web-plugin.ts";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve the web app too (production build or Vite in development); the API alone without it. */
  web?: WebOptions;
  logger?: FastifyServerOptions["logger"];
  /** Booking: clock and test hooks. */
  booking?: BookingOptions;
}

export function appVersion(env: Env): string {
  return env.APP_VERSION ?? process.env.npm_package_version ?? "0.1.0";
}

/** The whole server, ready for `listen` or `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  useNorwegianZodMessages();
  const version = appVersion(env);
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Client addresses behind a load balancer (the per-IP code limit counts them).
    trustProxy: env.TRUST_PROXY ?? false,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(cookie);
  // Pages, scripts and JSON travel compressed; a quick brotli level keeps server rendering cheap.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(errorsPlugin);
  await app.register(requestContextPlugin, { appVersion: version, cartVersion: env.CART_VERSION });
  await app.register(openApiPlugin, { productName: env.PRODUCT_NAME, version });
  await app.register(securityHeadersPlugin, {
    hsts: env.NODE_ENV === "production" && (env.COOKIE_SECURE ?? true),
    development: options.web?.mode === "development",
  });
  // Every route declares who may call it; this resolves the session and enforces that first.
  const identity = await createIdentityArea(database.db, env, app.log);
  await app.register(authGuardPlugin, { resolveCaller: identity.resolveCaller });

  healthRoutes(app, { database, version });
  identity.registerRoutes(app);
  settingsRoutes(app, settingsService(settingsRepository(database.db), env, version));
  let carts: CartService | undefined;
  const booking = createBookingArea({
    db: database.db,
    env,
    carts: () => carts as CartService,
    verifyPhone: identity.verifyPhoneToken,
    afterCommit: () => identity.outbox.kick(),
    options: options.booking,
  });
  carts = registerCatalogueArea(app, database.db, booking.service.reservationHooks).carts;
  booking.registerRoutes(app);
  await app.register(cmsModule, { database });
  await app.register(mediaModule, { database, env });

  // Anything else under /api/ is an unknown call, never a web page.
  app.all("/api/*", async (request, reply) => {
    request.log.info("unknown api route");
    return reply.status(404).send(errorBody(404));
  });

  if (options.web) await app.register(webPlugin, options.web);
  return app;
}
