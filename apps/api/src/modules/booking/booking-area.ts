import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { cartRepository } from "../cart/cart.repository.ts";
import type { CartService } from "../cart/cart.service.ts";
import { contractorsRepository } from "../contractors/contractors.repository.ts";
import { postCodeDirectory } from "../post-codes/post-code-directory.ts";
import { postCodesRepository } from "../post-codes/post-codes.repository.ts";
import { bookingRepository } from "./booking.repository.ts";
import { bookingRoutes } from "./booking.routes.ts";
import { type BookingDeps, bookingService } from "./booking.service.ts";
import { type CompanyRegister, companyRegisterFromEnv } from "./company-register.ts";

/** Options the app (and tests) pass to the booking area. */
export interface BookingOptions {
  /** The clock (UTC ms); tests move it. */
  now?: () => number;
  companies?: CompanyRegister;
  /** Test hook inside the booking transaction, just before commit. */
  beforeCommit?: (tx: Db) => Promise<void>;
}

/**
 * Offered times, reservations, booking, reminders, company register and "my page" projects.
 * `carts` is read when first needed: the cart area is built after this one (it takes our
 * reservation hooks).
 */
export function createBookingArea(deps: {
  db: Db;
  env: { COMPANY_REGISTER_URL?: string | undefined; PUBLIC_URL: string };
  carts: () => CartService;
  verifyPhone: BookingDeps["verifyPhone"];
  afterCommit: () => void;
  options?: BookingOptions | undefined;
}) {
  const contractors = contractorsRepository(deps.db);
  const service = bookingService({
    repo: bookingRepository(deps.db),
    get carts() {
      return deps.carts();
    },
    cartRepo: cartRepository(deps.db),
    contractors,
    directory: postCodeDirectory(postCodesRepository(deps.db), contractors),
    companies: deps.options?.companies ?? companyRegisterFromEnv(deps.env),
    verifyPhone: deps.verifyPhone,
    afterCommit: deps.afterCommit,
    publicUrl: deps.env.PUBLIC_URL,
    ...(deps.options?.now && { now: deps.options.now }),
    ...(deps.options?.beforeCommit && { beforeCommit: deps.options.beforeCommit }),
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => bookingRoutes(app, service),
  };
}
