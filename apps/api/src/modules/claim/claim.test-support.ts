import { osloToUtc } from "@mt/domain/time/oslo-clock";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type BookingTestApp, bookBody, newCart } from "../booking/booking.test-support.ts";
import { media } from "../media/media.schema.ts";
import { project, projectEvent } from "../project/project.schema.ts";
import type { Call } from "../project/project.test-support.ts";

export const at = (date: string, time: string) => new Date(osloToUtc(date, time)).toISOString();

/**
 * Books a job for `phone` at `startsAt` and marks it completed at `completedAt` (test setup: the
 * projects desk alone moves projects in the product, and its events take the database's clock).
 */
export async function completedProject(
  t: BookingTestApp,
  job: { id: number; versionId: number },
  phone: string,
  windows: () => string,
  completedAt: string,
  values: { electricianId?: number } = {},
): Promise<{ uuid: string; number: number }> {
  const booked = await bookSomewhere(t, job, phone, windows);
  const db = t.database.db;
  const [row] = await db
    .update(project)
    .set({ status: "completed", ...(values.electricianId && { electricianId: values.electricianId }) })
    .where(eq(project.uuid, booked.uuid))
    .returning({ id: project.id });
  if (!row) throw new Error("project vanished");
  await db.insert(projectEvent).values({
    projectId: row.id,
    at: new Date(completedAt),
    kind: "status",
    actorName: "Per Nilsen",
    fromStatus: "in_progress",
    toStatus: "completed",
  });
  return booked;
}

/** Books a job in the first of `windows` that still has a free electrician. */
async function bookSomewhere(
  t: BookingTestApp,
  job: { id: number; versionId: number },
  phone: string,
  windows: () => string,
): Promise<{ uuid: string; number: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const cart = await newCart(t, job);
    const startsAt = windows();
    const reserved = await t.app.inject({
      method: "POST",
      url: `/api/cart/${cart}/reservation`,
      payload: { startsAt },
    });
    if (reserved.statusCode !== 201) continue;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/cart/${cart}/book`,
      payload: await bookBody(t, phone),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.project;
  }
  throw new Error("no free window");
}

/** A stored customer image (as media/upload-customer-image leaves it), uploaded by `uploadedBy`. */
export async function customerImage(t: BookingTestApp, key: string, uploadedBy: number): Promise<number> {
  const [row] = await t.database.db
    .insert(media)
    .values({
      kind: "image",
      source: "customer",
      hidden: true,
      storageKey: key,
      mimeType: "image/jpeg",
      size: 1234,
      width: 400,
      height: 300,
      uploadedBy,
    })
    .returning({ id: media.id });
  if (!row) throw new Error("no media row");
  return row.id;
}

export async function openClaim(
  call: Call,
  token: string,
  body: { project: string; description?: string; imageIds?: number[]; overrideReason?: string },
): Promise<LightMyRequestResponse> {
  return call("POST", "/api/claim", token, { description: "Stikkontakten på kjøkkenet er løs.", ...body });
}

/** Opens a claim and answers its detail (fails the test otherwise). */
export async function opened(
  call: Call,
  token: string,
  body: Parameters<typeof openClaim>[2],
): Promise<{ uuid: string; version: number }> {
  const res = await openClaim(call, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Booked timeslots of one electrician that overlap another. */
export async function overlaps(t: BookingTestApp): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*) as n from timeslot a join timeslot b
      on a.electrician_id = b.electrician_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
