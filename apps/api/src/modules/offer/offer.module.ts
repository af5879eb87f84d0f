import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { CatalogueService } from "../catalogue/catalogue.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { SettingsService } from "../settings/settings.module.ts";
import { offerRoutes } from "./offer.routes.ts";
import { offersService } from "./offer.service.ts";
import { offerLinkTokens } from "./offer-link-token.ts";

export type { OffersService } from "./offer.service.ts";

/**
 * Offers after an inspection: versions with frozen prices, sending (the project moves to "offer
 * sent" and the customer is told), the customer's answer on "my page" or by the signed link of the
 * SMS and email plus a phone code, and the PDF.
 *
 * Writes to offer fire other modules' triggers, in the writer's transaction (decision 087):
 * - key-figures/key-figures.triggers.sql: the key-figure summaries: offers sent and accepted
 */
export function createOfferModule(deps: {
  db: Db;
  env: { PUBLIC_URL: string };
  projects: ProjectsService;
  catalogue: CatalogueService;
  notifications: NotificationsService;
  settings: SettingsService;
  /** The secret that signs the offer links (`auth.keyFor("offer-link")`). */
  linkKey: string;
  verifyPhone: (token: string) => Promise<string | null>;
  usePhoneToken: (tx: Db, token: string) => Promise<string | null>;
  now?: (() => number) | undefined;
}) {
  const service = offersService({
    db: deps.db,
    projects: deps.projects,
    catalogue: deps.catalogue,
    notifications: deps.notifications,
    publicUrl: deps.env.PUBLIC_URL,
    productName: async () => (await deps.settings.publicSettings()).productName,
    linkTokens: offerLinkTokens(deps.linkKey, deps.now ?? Date.now),
    verifyPhone: deps.verifyPhone,
    usePhoneToken: deps.usePhoneToken,
    now: deps.now,
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => offerRoutes(app, service),
  };
}
