import { randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";
import { cartService } from "../modules/cart/cart.service.ts";
import { createCatalogueModule } from "../modules/catalogue/catalogue.module.ts";
import { mediaLinks } from "../modules/media/media.links.ts";
import { createScheduleModule } from "../modules/schedule/schedule.module.ts";

/**
 * The cart service inside the seeding transaction, for demo carts priced as the storefront prices
 * them; their prices hold for a year, so the demo's carts never ask for a new price.
 */
export function demoCartService(tx: Db) {
  return cartService({
    db: tx,
    catalogue: createCatalogueModule({ db: tx }).service,
    schedule: createScheduleModule({ db: tx }).service,
    // Demo carts carry no photos; the seed answers nobody, so its links need no lasting key.
    files: mediaLinks(randomBytes(32).toString("hex")),
    priceHoldHours: 24 * 365,
  });
}
