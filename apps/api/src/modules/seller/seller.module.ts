import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { BookingService } from "../booking/booking.module.ts";
import type { CartService } from "../cart/cart.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { sellerRoutes } from "./seller.routes.ts";
import { sellerService } from "./seller.service.ts";

export type { SellerService } from "./seller.service.ts";

/** The seller at work: sending and booking carts for customers, the seller's desk and settings. */
export function createSellerModule(deps: {
  db: Db;
  env: { PUBLIC_URL: string };
  cart: CartService;
  booking: BookingService;
  notifications: NotificationsService;
  users: UsersService;
  now?: (() => number) | undefined;
}) {
  const service = sellerService({ ...deps, publicUrl: deps.env.PUBLIC_URL });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => sellerRoutes(app, service),
  };
}
