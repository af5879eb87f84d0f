import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { keyFiguresRoutes } from "./key-figures.routes.ts";
import { keyFiguresService } from "./key-figures.service.ts";

export type { KeyFiguresService } from "./key-figures.service.ts";

/**
 * The tables of other areas whose writes fire this module's triggers (key-figures.triggers.sql,
 * decision 087), and what a write there changes in the summaries (pending rows in the writer's
 * transaction, folded at its commit, decision 056). A test holds this list equal to the triggers.
 */
export const keyFiguresWatchedTables = {
  project: "orders, cancellations, revenue, inspections, completed jobs; its cart counted as booked",
  offer: "offers sent and accepted of an inspection project",
  claim: "claims of a completed or invoiced project",
  cart: "carts counted for conversion, by day, county and store",
  cart_line_item: "whether a cart counts, and its work type",
} as const;

/** Key figures over orders, carts, offers and claims, read in SQL aggregates (decision 041). */
export function createKeyFiguresModule(deps: { db: Db }) {
  const service = keyFiguresService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => keyFiguresRoutes(app, service),
  };
}
