import { randomUUID } from "node:crypto";
import { offerJobMinutes } from "@mt/domain/offer/offer-lines";
import { vatIncluded } from "@mt/domain/price/calculate-price";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  DEMO_CUSTOMERS,
  DEMO_PROJECTS,
  type DemoProjectPlan,
  demoDuration,
  demoProjectTime,
} from "../../seed/demo-projects.ts";
import { demoStoreOrders } from "../../seed/demo-store-orders.ts";
import { demoTimeline } from "../../seed/demo-timeline.ts";
import { cart } from "../cart/cart.schema.ts";
import { jobTemplate } from "../catalogue/catalogue.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { media } from "../media/media.schema.ts";
import { offer } from "../offer/offer.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { project, projectDocument, projectEvent } from "./project.schema.ts";

/** The demo document (seeded by the media module) that a completed project shares with its customer. */
const DEMO_DOCUMENT_KEY = "seed/samsvarserklaering.pdf";
/** Nora's photo of her fuse box (seeded by the media module, private), on her projects' lines. */
const DEMO_PHOTO_KEY = "seed/kundebilde-sikringsskap.jpg";

const JOBS = {
  "el-kontroll": {
    title: "El-kontroll av bolig",
    baseOre: 299_000,
    materialsOre: 0,
    totalOre: 299_000,
    question: "Hva slags bolig?",
    answer: "Enebolig",
  },
  elbillader: {
    title: "Installasjon av elbillader",
    baseOre: 1_499_000,
    materialsOre: 0,
    totalOre: 1_499_000,
    question: "Hvor skal laderen stå?",
    answer: "I garasjen",
  },
  // Priced as the catalogue's configurator prices it (the inspection then settles it with an offer).
  "luft-til-vann-varmepumpe": {
    title: "Luft-til-vann varmepumpe",
    baseOre: 3_999_000,
    materialsOre: 8_999_000,
    totalOre: 12_998_000,
    question: "Hva varmes boligen med i dag?",
    answer: "Vannbåren varme med el-kjel",
  },
} as const;

const ADDRESSES = {
  "Oslo Elektro og Varme AS": { address: "Karl Johans gate 12", postCode: "0150", place: "Oslo" },
  "Bergen Elektro AS": { address: "Bryggen 5", postCode: "5003", place: "Bergen" },
} as const;

/**
 * Who makes each move on the demo timelines: demo staff, the Oslo company's admin (Bergen's office is
 * the caseworker's), and the project's own electrician on site.
 */
function actorOf(status: ProjectStatus, plan: DemoProjectPlan, electricianName: string): string {
  switch (status) {
    case "inspected":
    case "offer_sent":
      return "Sigrid Dahl";
    case "offer_accepted":
      return "Kunden";
    case "confirmed":
      return plan.contractor === "Oslo Elektro og Varme AS" ? "Ole Bakken" : "Lars Berg";
    case "scheduled":
    case "cancelled":
      return "Lars Berg";
    case "in_progress":
    case "completed":
      return electricianName;
    case "invoiced":
      return "Ingrid Haugen";
    default:
      return "Systemet";
  }
}

const CANCEL_MESSAGE = "Vi må dessverre avlyse. Ring oss gjerne for en ny tid.";

/**
 * The demo back office: projects in every status at both demo contractors, with their timelines,
 * a note; booked by Nora Hansen and the demo customers. Runs after the carts and the bookings.
 */
export async function seedDemoProjects(tx: Db): Promise<void> {
  const now = Date.now();
  const people = await tx.select({ id: appUser.id, phoneNumber: appUser.phoneNumber }).from(appUser);
  const [document] = await tx
    .select({ id: media.id })
    .from(media)
    .where(eq(media.storageKey, DEMO_DOCUMENT_KEY));
  const [photo] = await tx.select({ id: media.id }).from(media).where(eq(media.storageKey, DEMO_PHOTO_KEY));
  const userId = (phone: string) => people.find((p) => p.phoneNumber === phone)?.id;
  for (const [index, plan] of DEMO_PROJECTS.entries()) {
    const customer =
      plan.customer === "nora"
        ? {
            firstName: "Nora",
            lastName: "Hansen",
            phoneNumber: "+4790000007",
            email: "nora.hansen@example.no",
          }
        : DEMO_CUSTOMERS[plan.customer];
    const customerId = customer && userId(customer.phoneNumber);
    const [owner] = await tx.select().from(contractor).where(eq(contractor.name, plan.contractor));
    const [person] = owner
      ? await tx
          .select({ id: electrician.id, firstName: electrician.firstName, lastName: electrician.lastName })
          .from(electrician)
          .where(and(eq(electrician.contractorId, owner.id), eq(electrician.firstName, plan.electrician)))
      : [];
    const [bookedCart] = await tx.select({ id: cart.id }).from(cart).where(eq(cart.uuid, plan.cartUuid));
    const [template] = await tx.select().from(jobTemplate).where(eq(jobTemplate.slug, plan.job));
    if (!customer || !customerId || !owner || !person || !bookedCart || !template) continue;
    const [slot] = await tx
      .select({ id: timeslot.id })
      .from(timeslot)
      .where(eq(timeslot.uuid, plan.reservationUuid));
    const job = JOBS[plan.job];
    const kind = plan.job === "luft-til-vann-varmepumpe" ? "INSPECTION" : "JOB";
    const time = demoProjectTime(plan, now);
    const where = ADDRESSES[plan.contractor];
    const steps = demoTimeline(plan, kind, time, index);
    const createdAt = steps[0]?.at ?? new Date(now);
    const [created] = await tx
      .insert(project)
      .values({
        uuid: randomUUID(),
        status: plan.status,
        kind,
        cartId: bookedCart.id,
        customerUserId: customerId,
        contractorId: owner.id,
        electricianId: person.id,
        timeslotId: slot?.id ?? null,
        contactInformation: { ...customer, additionalInfo: "", company: null },
        ...where,
        lineItems: [
          {
            typeKey: template.workType as "ELECTRICIAN",
            jobTypeId: template.id,
            jobTypeVersionId: template.publishedVersionId ?? 0,
            title: job.title,
            inspectionFirst: kind === "INSPECTION",
            totals: {
              baseOre: job.baseOre,
              answersOre: 0,
              materialsOre: job.materialsOre,
              totalOre: job.totalOre,
              vatOre: vatIncluded(job.totalOre),
              durationMinutes: demoDuration(plan),
            },
            summary: [{ question: job.question, answer: job.answer }],
            commentForElectrician: null,
            images: photo && plan.customer === "nora" ? [`/media/${DEMO_PHOTO_KEY}`] : [],
          },
        ],
        totalOre: job.totalOre,
        vatOre: vatIncluded(job.totalOre),
        durationMinutes: demoDuration(plan),
        inspection:
          kind === "INSPECTION"
            ? { topic: ["Plassering av utedel"], mode: plan.inspectionMode ?? "ON_SITE" }
            : null,
        createdAt,
      })
      .returning({ id: project.id });
    if (!created) continue;
    const electricianName = `${person.firstName} ${person.lastName}`;
    await tx.insert(projectEvent).values(
      steps.map(({ status, at }, i) => {
        const cancelled = status === "cancelled";
        return {
          projectId: created.id,
          at,
          kind: i === 0 ? ("created" as const) : ("status" as const),
          actorName: i === 0 ? "Kunden" : actorOf(status, plan, electricianName),
          fromStatus: i === 0 ? null : (steps[i - 1]?.status ?? null),
          toStatus: status,
          message: cancelled ? CANCEL_MESSAGE : null,
          meta: cancelled
            ? { formerWindow: { windowStartsAt: time.windowStartsAt, windowEndsAt: time.windowEndsAt } }
            : null,
        };
      }),
    );
    if (document && plan.status === "completed") {
      await tx.insert(projectDocument).values({
        projectId: created.id,
        mediaId: document.id,
        title: "Samsvarserklæring",
        sharedWithCustomer: true,
        createdAt: time.endsAt,
      });
      await tx.insert(projectEvent).values({
        projectId: created.id,
        at: new Date(time.endsAt.getTime() + 3_600_000),
        kind: "document",
        actorName: electricianName,
        message: "Samsvarserklæring (delt med kunden)",
      });
    }
    if (index === 0 || index === 4) {
      await tx.insert(projectEvent).values({
        projectId: created.id,
        // The customer's wish, written down by the caseworker within the hour of the order.
        at: new Date(createdAt.getTime() + 40 * 60_000),
        kind: "note",
        actorName: "Lars Berg",
        message: "Kunden ønsker at elektrikeren ringer 30 minutter før ankomst.",
        internal: true,
      });
    }
  }
}

/**
 * The demo projects whose offer is accepted take its price and working time, as accepting it on
 * "my page" does. Runs after the demo offers.
 */
export async function seedDemoAcceptedOfferTerms(tx: Db): Promise<void> {
  const accepted = await tx
    .select({
      projectId: offer.projectId,
      lines: offer.lines,
      totalOre: offer.totalOre,
      vatOre: offer.vatOre,
    })
    .from(offer)
    .where(eq(offer.status, "accepted"));
  for (const o of accepted) {
    await tx
      .update(project)
      .set({ totalOre: o.totalOre, vatOre: o.vatOre, durationMinutes: offerJobMinutes(o.lines) })
      .where(eq(project.id, o.projectId));
  }
}

/**
 * The demo's store orders (seed/demo-store-orders.ts): their channel, seller and description; the
 * seller made the ones booked in the store, and a recent one's timeline starts when it was ordered.
 */
export async function seedDemoStoreOrders(tx: Db): Promise<void> {
  for (const { order, seller, project: p, createdAt, channel } of await demoStoreOrders(tx, Date.now())) {
    await tx
      .update(project)
      .set({
        ...channel,
        salesChannel: "STORE",
        createdByUserId: order.bookedBySeller ? seller.id : null,
        createdAt,
      })
      .where(eq(project.id, p.id));
    if (order.bookedBySeller) {
      await tx
        .update(projectEvent)
        .set({ actorUserId: seller.id, actorName: `${seller.firstName} ${seller.lastName}` })
        .where(and(eq(projectEvent.projectId, p.id), eq(projectEvent.kind, "created")));
    }
    if (order.recent) {
      await tx
        .update(projectEvent)
        .set({ at: createdAt })
        .where(and(eq(projectEvent.projectId, p.id), lt(projectEvent.at, createdAt)));
    }
  }
}
