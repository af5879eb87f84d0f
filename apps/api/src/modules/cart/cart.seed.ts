import type { Db } from "../../db/database.ts";
import { DEMO_PROJECTS } from "../../db/demo-projects.ts";
import { cart } from "./cart.schema.ts";

/** The booked carts the demo projects came from (their lines live frozen on the projects). */
export async function seedDemoOrderCarts(tx: Db): Promise<void> {
  await tx.insert(cart).values(
    DEMO_PROJECTS.map((plan) => ({
      uuid: plan.cartUuid,
      postCode: plan.contractor === "Bergen Elektro AS" ? "5003" : "0150",
      status: "booked",
    })),
  );
}
