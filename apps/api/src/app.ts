import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { useNorwegianZodMessages } from "@mt/contract/zod-config";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "./db/database.ts";
import { apiDocsMode } from "./deployment.env.ts";
import type { Env } from "./env.ts";
import { createErrorReporter } from "./lib/error-reporting.ts";
import { createObjectReach } from "./lib/object-reach.ts";
import { requestLimits } from "./lib/request-limit.repository.ts";
import { createAuthModule } from "./modules/auth/auth.module.ts";
import { type BookingOptions, createBookingModule } from "./modules/booking/booking.module.ts";
import { type CartOptions, createCartModule } from "./modules/cart/cart.module.ts";
import { createCatalogueModule } from "./modules/catalogue/catalogue.module.ts";
import { createClaimModule } from "./modules/claim/claim.module.ts";
import { createCmsModule } from "./modules/cms/cms.module.ts";
import { createContractorModule } from "./modules/contractor/contractor.module.ts";
import { createCoverageModule } from "./modules/coverage/coverage.module.ts";
import { createCustomersModule } from "./modules/customers/customers.module.ts";
import { createHealthModule } from "./modules/health/health.module.ts";
import { createInspectionModule } from "./modules/inspection/inspection.module.ts";
import { createInvitationModule } from "./modules/invitation/invitation.module.ts";
import { createKeyFiguresModule } from "./modules/key-figures/key-figures.module.ts";
import { createMediaModule } from "./modules/media/media.module.ts";
import { createNotificationsModule } from "./modules/notifications/notifications.module.ts";
import { createOfferModule } from "./modules/offer/offer.module.ts";
import { createProjectModule } from "./modules/project/project.module.ts";
import { createRatingModule } from "./modules/rating/rating.module.ts";
import { createSalesPartnerModule } from "./modules/sales-partner/sales-partner.module.ts";
import { createScheduleModule } from "./modules/schedule/schedule.module.ts";
import { createSellerModule } from "./modules/seller/seller.module.ts";
import { createSettingsModule } from "./modules/settings/settings.module.ts";
import { createUsersModule } from "./modules/users/users.module.ts";
import { authGuardPlugin } from "./plugins/auth-guard.ts";
import { compressOptions } from "./plugins/compression.ts";
import { errorBody, errorsPlugin } from "./plugins/errors.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { internalRequestsPlugin } from "./plugins/internal-requests.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { hstsMode, securityHeadersPlugin } from "./plugins/security-headers.ts";
import { siteServiceSources } from "./site-services.env.ts";
import { type WebOptions, webPlugin } from "./web/web-plugin.ts";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve the web app too (production build or Vite in development); the API alone without it. */
  web?: WebOptions;
  logger?: FastifyServerOptions["logger"];
  /** Booking: clock and test hooks. */
  booking?: BookingOptions;
  /** Cart: test hooks. */
  cart?: CartOptions;
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
  await app.register(compress, compressOptions);
  // Unexpected errors go to Sentry when SENTRY_DSN is set (decision 040).
  const reporter = createErrorReporter({
    dsn: env.SENTRY_DSN,
    release: version,
    environment: env.APP_ENV,
  });
  if (reporter) app.addHook("onClose", () => reporter.close());
  await app.register(errorsPlugin, { reporter });
  await app.register(inputGuardPlugin);
  await app.register(internalRequestsPlugin);
  await app.register(requestContextPlugin, { appVersion: version, cartVersion: env.CART_VERSION });
  await app.register(openApiPlugin, { productName: env.PRODUCT_NAME, version, docs: apiDocsMode(env) });
  await app.register(securityHeadersPlugin, {
    hsts: hstsMode(env),
    development: options.web?.mode === "development",
    thirdParty: siteServiceSources(env),
  });
  // Per-route request limits, counted in the database; a route opts in through `registerRoute`'s `rateLimit`.
  app.decorate("requestLimits", requestLimits(database.db));

  // The areas, each built from the ones before it (dependency order); each registers its own routes.
  const { db } = database;
  const health = createHealthModule({ database, version });
  const users = createUsersModule({ db });
  const settings = createSettingsModule({ db, env, version, users: users.service });
  const notifications = createNotificationsModule({ db, env, log: app.log, now: options.booking?.now });
  const auth = await createAuthModule({
    db,
    env,
    users: users.service,
    notifications: notifications.service,
  });
  const cms = createCmsModule({ db });
  const media = createMediaModule({
    db,
    env,
    cms: cms.service,
    linkKey: auth.keyFor("media-link"),
    resolveCaller: auth.service.resolveCaller,
    now: options.booking?.now,
  });
  const coverage = createCoverageModule({ db, launchedWorkTypes: settings.service.launchedWorkTypes });
  const catalogue = createCatalogueModule({ db });
  const schedule = createScheduleModule({ db, offerSettings: settings.service.offerSettings });
  const invitation = createInvitationModule({
    db,
    env,
    users: users.service,
    schedule: schedule.service,
    notifications: notifications.service,
    now: options.booking?.now,
  });
  const cart = createCartModule({
    db,
    catalogue: catalogue.service,
    schedule: schedule.service,
    files: media.service,
    env,
    now: options.booking?.now,
    options: options.cart,
  });
  const project = createProjectModule({
    db,
    env,
    coverage: coverage.service,
    schedule: schedule.service,
    notifications: notifications.service,
    media: media.service,
    settings: settings.service,
    now: options.booking?.now,
  });
  const booking = createBookingModule({
    db,
    env,
    cart: cart.service,
    schedule: schedule.service,
    coverage: coverage.service,
    users: users.service,
    notifications: notifications.service,
    projects: project.service,
    auth: auth.service,
    settings: settings.service,
    signIn: auth.signIn,
    options: options.booking,
  });
  const seller = createSellerModule({
    db,
    env,
    cart: cart.service,
    booking: booking.service,
    notifications: notifications.service,
    users: users.service,
    now: options.booking?.now,
  });
  const contractor = createContractorModule({
    db,
    env,
    coverage: coverage.service,
    users: users.service,
    schedule: schedule.service,
    notifications: notifications.service,
    invitations: invitation.service,
    usePhoneToken: auth.service.usePhoneToken,
    signIn: auth.signIn,
    now: options.booking?.now,
  });
  const customers = createCustomersModule({
    db,
    users: users.service,
    auth: auth.service,
    notifications: notifications.service,
    settings: settings.service,
  });
  const rating = createRatingModule({ db, projects: project.service, now: options.booking?.now });
  const claim = createClaimModule({
    db,
    env,
    coverage: coverage.service,
    projects: project.service,
    schedule: schedule.service,
    notifications: notifications.service,
    media: media.service,
    now: options.booking?.now,
  });
  const offer = createOfferModule({
    db,
    env,
    projects: project.service,
    catalogue: catalogue.service,
    notifications: notifications.service,
    settings: settings.service,
    linkKey: auth.keyFor("offer-link"),
    verifyPhone: auth.service.verifyPhoneToken,
    usePhoneToken: auth.service.usePhoneToken,
    now: options.booking?.now,
  });
  const inspection = createInspectionModule({
    database,
    env,
    projects: project.service,
    media: media.service,
    notifications: notifications.service,
    meetingKey: auth.keyFor("meeting-link"),
    now: options.booking?.now,
  });
  const salesPartner = createSalesPartnerModule({
    db,
    users: users.service,
    invitations: invitation.service,
    now: options.booking?.now,
  });
  const keyFigures = createKeyFiguresModule({ db });
  const modules = [
    health,
    settings,
    notifications,
    users,
    auth,
    media,
    cms,
    coverage,
    catalogue,
    schedule,
    invitation,
    cart,
    project,
    booking,
    seller,
    customers,
    rating,
    claim,
    offer,
    inspection,
    contractor,
    salesPartner,
    keyFigures,
  ];

  // Every route declares who may call it; this resolves the session and enforces that first.
  await app.register(authGuardPlugin, { resolveCaller: auth.service.resolveCaller });
  // Each module says how a caller reaches the objects it owns; routes resolve every id through it.
  app.decorate("objectReach", createObjectReach());
  for (const module of modules) await module.registerRoutes(app);

  // Anything else under /api/ is an unknown call, never a web page.
  app.all("/api/*", async (request, reply) => {
    request.log.info("unknown api route");
    return reply.status(404).send(errorBody(404));
  });

  if (options.web) await app.register(webPlugin, { ...options.web, reporter });
  return app;
}
