import { offerLine, offerTotals } from "@mt/domain/offer/offer-lines";
import type { OfferStatus } from "@mt/domain/offer/offer-schemas";
import { defaultValidUntil } from "@mt/domain/offer/offer-validity";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { product } from "../catalogue/catalogue.schema.ts";
import { project, projectEvent } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { offer } from "./offer.schema.ts";

/** The demo inspector (Sigrid Dahl), who builds the demo offers. */
const INSPECTOR_PHONE = "+4790000003";

/**
 * The demo offers: every demo inspection project that has an offer out (offer sent) or accepted
 * gets its first version, priced from a heat pump in the catalogue and two free lines with their
 * working time. Runs after the demo projects (the project module then gives the accepted ones
 * their offer's terms).
 */
export async function seedDemoOffers(tx: Db): Promise<void> {
  const now = Date.now();
  const projects = await tx
    .select({ id: project.id, status: project.status })
    .from(project)
    .where(and(eq(project.kind, "INSPECTION"), inArray(project.status, ["offer_sent", "offer_accepted"])));
  if (projects.length === 0) return;
  const [pump] = await tx
    .select()
    .from(product)
    .where(and(eq(product.workType, "HEAT_PUMP"), eq(product.active, true)))
    .orderBy(asc(product.id))
    .limit(1);
  const [inspector] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.phoneNumber, INSPECTOR_PHONE));
  const lines = [
    ...(pump
      ? [
          offerLine({
            source: "product",
            refId: pump.id,
            description: pump.name,
            quantity: 1,
            unitPriceOre: pump.priceOre,
          }),
        ]
      : []),
    offerLine({
      source: "free",
      refId: null,
      description: "Montering av utedel på veggkonsoll og innedel i stue",
      quantity: 1,
      unitPriceOre: 650_000,
      minutesPerUnit: 300,
    }),
    offerLine({
      source: "free",
      refId: null,
      description: "Rørføring og kabling mellom inne- og utedel (per meter)",
      quantity: 6,
      unitPriceOre: 45_000,
      minutesPerUnit: 10,
    }),
  ];
  for (const p of projects) {
    const accepted = p.status === "offer_accepted";
    // Sent and answered when the project's timeline says (project.seed.ts wrote it).
    const moves = await tx
      .select({ toStatus: projectEvent.toStatus, at: projectEvent.at })
      .from(projectEvent)
      .where(
        and(
          eq(projectEvent.projectId, p.id),
          inArray(projectEvent.toStatus, ["offer_sent", "offer_accepted"]),
        ),
      );
    const sentAt = moves.find((m) => m.toStatus === "offer_sent")?.at ?? new Date(now - 2 * 86_400_000);
    const answeredAt = moves.find((m) => m.toStatus === "offer_accepted")?.at ?? new Date(now - 86_400_000);
    await tx.insert(offer).values({
      projectId: p.id,
      version: 1,
      status: (accepted ? "accepted" : "sent") satisfies OfferStatus,
      lines,
      ...offerTotals(lines),
      validUntil: defaultValidUntil(sentAt.getTime()),
      message: "Takk for at vi fikk komme på befaring! Prisen gjelder komplett montering, klar til bruk.",
      createdByUserId: inspector?.id ?? null,
      createdAt: new Date(sentAt.getTime() - 3_600_000),
      sentAt,
      answeredAt: accepted ? answeredAt : null,
    });
  }
}
