import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { CatalogueService } from "../catalogue/catalogue.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { CartFiles } from "./cart.images.ts";
import { cartRoutes } from "./cart.routes.ts";
import { cartService } from "./cart.service.ts";

export type { CartRow } from "./cart.repository.ts";
export type { CartService } from "./cart.service.ts";

/** Test hooks the app passes to the cart module. */
export interface CartOptions {
  /** Runs in a line edit after it read and priced the line, just before it writes it. */
  beforeLineWrite?: (lineId: number) => Promise<void>;
}

/**
 * Carts and their lines, priced by the server from a job template version and the answers.
 *
 * Writes to cart and cart_line_item fire other modules' triggers, in the writer's transaction
 * (decision 087):
 * - key-figures/key-figures.triggers.sql: the key-figure summaries: carts counted for conversion
 */
export function createCartModule(deps: {
  db: Db;
  catalogue: CatalogueService;
  schedule: ScheduleService;
  /** The media module's links: photos kept bare, answered signed (decision 061). */
  files: CartFiles;
  env: { CART_PRICE_HOLD_HOURS: number };
  now?: (() => number) | undefined;
  options?: CartOptions | undefined;
}) {
  const service = cartService({
    ...deps,
    priceHoldHours: deps.env.CART_PRICE_HOLD_HOURS,
    beforeLineWrite: deps.options?.beforeLineWrite,
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => cartRoutes(app, service),
  };
}
