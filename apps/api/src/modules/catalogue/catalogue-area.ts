import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { cartRepository } from "../cart/cart.repository.ts";
import { cartRoutes } from "../cart/cart.routes.ts";
import { type CartService, cartService, type ReservationHooks } from "../cart/cart.service.ts";
import { contractorsRepository } from "../contractors/contractors.repository.ts";
import { postCodeDirectory } from "../post-codes/post-code-directory.ts";
import { postCodesRepository } from "../post-codes/post-codes.repository.ts";
import { postCodesRoutes } from "../post-codes/post-codes.routes.ts";
import { postCodesService } from "../post-codes/post-codes.service.ts";
import { catalogueRepository } from "./catalogue.repository.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { catalogueService } from "./catalogue.service.ts";

/** Post codes and coverage, catalogue (categories, products, job templates) and the cart. */
export function registerCatalogueArea(
  app: FastifyInstance,
  db: Db,
  reservations?: ReservationHooks,
): { carts: CartService } {
  const postCodes = postCodesRepository(db);
  postCodesRoutes(app, postCodesService(postCodes, postCodeDirectory(postCodes, contractorsRepository(db))));
  const catalogue = catalogueService(catalogueRepository(db));
  catalogueRoutes(app, catalogue);
  const carts = cartService(cartRepository(db), catalogue, reservations);
  cartRoutes(app, carts);
  return { carts };
}
