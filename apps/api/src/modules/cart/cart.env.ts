import { z } from "zod";

/** The cart's settings (spread into the app's env schema). */
export const cartEnvShape = {
  /**
   * How long a cart line keeps the template version (and price) it was priced from; after that it
   * is repriced from the published version.
   */
  CART_PRICE_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(72),
};
