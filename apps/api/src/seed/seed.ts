import type { Database, Db } from "../db/database.ts";
import { seedDemoCartSends } from "../modules/booking/booking.seed.ts";
import { seedDemoOrderCarts, seedDemoSellerCarts } from "../modules/cart/cart.seed.ts";
import { seedCatalogue } from "../modules/catalogue/catalogue.seed.ts";
import { seedDemoClaims } from "../modules/claim/claim.seed.ts";
import { seedCms } from "../modules/cms/cms.seed.ts";
import { seedDemoContractorAdminData } from "../modules/contractor/contractor.seed.ts";
import { seedCoverage } from "../modules/coverage/coverage.seed.ts";
import { seedCustomers } from "../modules/customers/customers.seed.ts";
import { seedDemoInspections } from "../modules/inspection/inspection.seed.ts";
import { seedDemoInvitations } from "../modules/invitation/invitation.seed.ts";
import { seedDemoDocuments, seedMedia } from "../modules/media/media.seed.ts";
import { seedDemoOffers } from "../modules/offer/offer.seed.ts";
import {
  seedDemoAcceptedOfferTerms,
  seedDemoProjects,
  seedDemoStoreOrders,
} from "../modules/project/project.seed.ts";
import { seedDemoRatings } from "../modules/rating/rating.seed.ts";
import { seedSalesPartners } from "../modules/sales-partner/sales-partner.seed.ts";
import { seedDemoBookings, seedDemoClaimVisits, seedSchedule } from "../modules/schedule/schedule.seed.ts";
import { setting } from "../modules/settings/settings.schema.ts";
import {
  seedDemoCustomers,
  seedDemoInvitedPeople,
  seedDemoPartnerPeople,
  seedDepartments,
  seedUsers,
} from "../modules/users/users.seed.ts";
import { demoCartService } from "./demo-carts.ts";
import { findDemoPeople } from "./demo-people.ts";

// The key is older than the split into content and people: databases seeded before it have it too.
const CONTENT_SEEDED_KEY = "demoDataSeededAt";
const PEOPLE_SEEDED_KEY = "demoPeopleSeededAt";

/** One area's starting data. Seeders run in the order listed, inside one transaction. */
export type Seeder = (tx: Db) => Promise<unknown>;

// What every environment starts with, production included: no person, nothing that can be booked.
// Each area adds its seeder here, after the areas it refers to; CMS pages and media come first so
// that other areas (job pages) can refer to them.
const contentSeeders: Seeder[] = [seedMedia, seedCms, seedCatalogue, seedDepartments];

// The demo (APP_ENV local and test only): contractors and their electricians could be booked, users
// can log in. seedUsers comes after the contractors (the electrician and contractor admin join the
// first); seedSchedule next (electricians join the contractors and the demo electrician user); then
// the demo back office's projects (seed/demo-projects.ts), each area its own part: customers, booked
// carts, booked time, the projects with their timelines, and last the customers' change history.
const peopleSeeders: Seeder[] = [
  seedCoverage,
  seedUsers,
  seedSalesPartners,
  seedDemoPartnerPeople,
  seedDemoInvitedPeople,
  seedDemoInvitations,
  seedSchedule,
  seedDemoCustomers,
  seedDemoOrderCarts,
  seedDemoBookings,
  seedDemoDocuments,
  seedDemoProjects,
  seedDemoStoreOrders,
  (tx) => seedDemoSellerCarts(tx, demoCartService(tx)),
  seedDemoCartSends,
  seedCustomers,
  seedDemoRatings,
  seedDemoClaimVisits,
  seedDemoClaims,
  seedDemoOffers,
  seedDemoAcceptedOfferTerms,
  seedDemoInspections,
  seedDemoContractorAdminData,
];

export interface Seeded {
  content: boolean;
  people: boolean;
}

/** Runs the seeders once per database: false when this or an earlier start has run them. */
async function seedOnce(tx: Db, key: string, seeders: Seeder[]): Promise<boolean> {
  const inserted = await tx
    .insert(setting)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: setting.key });
  if (inserted.length === 0) return false;
  for (const seed of seeders) await seed(tx);
  return true;
}

/** Norwegian starting data, written once: the content always, the demo people only when asked. */
export async function seedDemoData(database: Database, options: { people: boolean }): Promise<Seeded> {
  return database.db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const content = await seedOnce(tx, CONTENT_SEEDED_KEY, contentSeeders);
    // A database seeded before the split has its demo people already, without the key.
    const people =
      options.people &&
      (content || (await findDemoPeople(tx)).length === 0) &&
      (await seedOnce(tx, PEOPLE_SEEDED_KEY, peopleSeeders));
    return { content, people };
  });
}

/** What `npm start` and `npm run db:seed` say they did. */
export function seededMessage(seeded: Seeded): string {
  if (seeded.people) return "Demodata er lagt inn.";
  if (seeded.content) return "Startinnhold er lagt inn (ingen personer).";
  return "Databasen har allerede startinnhold.";
}
