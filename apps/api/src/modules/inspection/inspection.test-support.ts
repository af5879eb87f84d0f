import { sql } from "drizzle-orm";
import type { BookingTestApp } from "../booking/booking.test-support.ts";

/** Turns a booked project into an inspection booked for `mode` (as checkout does for a job needing one). */
export async function makeInspection(t: BookingTestApp, uuid: string, mode: "ON_SITE" | "VIDEO") {
  const inspection = JSON.stringify({ topic: ["Elbillader"], mode });
  await t.database.db.execute(
    sql`update project set kind = 'INSPECTION', status = 'inspection_booked', inspection = ${inspection}::jsonb where uuid = ${uuid}`,
  );
}
