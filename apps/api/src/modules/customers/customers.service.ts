import type { ListMeta } from "@mt/contract/cms";
import type { CustomerDetail, CustomerSummary } from "@mt/contract/customer";
import { type CustomerReach, customerReach } from "@mt/domain/customer/customer-reach";
import { hasAnyRole } from "@mt/domain/roles/roles";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import type { AuthService } from "../auth/auth.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { SettingsService } from "../settings/settings.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { emailChangedEmail, type Sender } from "./customer-messages.ts";
import { customerSearch } from "./customer-search.ts";
import { customerSummary, customerTimeline, projectSummary } from "./customer-views.ts";
import { type CustomerRow, customersRepository } from "./customers.repository.ts";

export interface CustomerChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | null | undefined;
}

export interface CustomersDeps {
  db: Db;
  users: UsersService;
  auth: Pick<AuthService, "sendPhoneChangeCode" | "checkPhoneCode" | "endSessionsOf">;
  notifications: NotificationsService;
  settings: Pick<SettingsService, "publicSettings">;
}

export const unknownCustomer = () => notFound("Fant ikke kunden.");

/** Someone who is staff too logs in with the same number: only an administrator may change them. */
export function requireMayChange(caller: Caller, customer: CustomerRow): void {
  const staff = customer.availableRoles.some((role) => role !== "CUSTOMER");
  if (staff && !hasAnyRole(caller, "GLOBAL_ADMIN")) {
    throw apiError("FORBIDDEN", {
      message:
        "Denne kunden har også en rolle hos oss. Bare en administrator kan endre kontaktinformasjonen.",
    });
  }
}

/** Who sends the customers desk's messages: the product's name and the customer service number (settings). */
export async function senderOf(deps: Pick<CustomersDeps, "settings">): Promise<Sender> {
  const settings = await deps.settings.publicSettings();
  return { productName: settings.productName, customerServicePhone: settings.customerService.phone };
}

export function customersService(deps: CustomersDeps) {
  const repo = customersRepository(deps.db);

  async function detail(customer: CustomerRow, reach: readonly CustomerReach[]): Promise<CustomerDetail> {
    const [[facts], projects, events] = await Promise.all([
      repo.orderFacts([customer.id], reach),
      repo.projects(customer.id, reach),
      repo.events(customer.id),
    ]);
    return {
      ...customerSummary(customer, facts),
      createdAt: customer.createdAt.toISOString(),
      projects: projects.map((row) => projectSummary(row, customer)),
      timeline: customerTimeline(events, projects),
    };
  }

  return {
    /** Does the caller reach this customer (their user uuid)? Themselves always, for their own projects. */
    async reaches(caller: Caller | null, uuid: string): Promise<boolean> {
      if (!caller) return false;
      if (caller.uuid === uuid) return true;
      if (!isUuid(uuid)) return false;
      return (await repo.byUuid(uuid, customerReach(caller))) !== null;
    },

    async list(
      caller: Caller,
      query: { search?: string | undefined; page: number; perPage: number },
    ): Promise<{ data: CustomerSummary[]; meta: ListMeta }> {
      const reach = customerReach(caller);
      const search = query.search ? customerSearch(query.search) : null;
      const { rows, total } = await repo.page(search, reach, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      const facts = await repo.orderFacts(
        rows.map((row) => row.id),
        reach,
      );
      return {
        data: rows.map((row) =>
          customerSummary(
            row,
            facts.find((fact) => fact.userId === row.id),
          ),
        ),
        meta: {
          page: query.page,
          perPage: query.perPage,
          total,
          lastPage: Math.max(1, Math.ceil(total / query.perPage)),
        },
      };
    },

    /** The customer as the caller sees them: only the projects within the caller's reach. */
    async get(caller: Caller, uuid: string): Promise<CustomerDetail> {
      const reach = customerReach(caller);
      const customer = await repo.byUuid(uuid, reach);
      if (!customer) throw unknownCustomer();
      return detail(customer, reach);
    },

    /**
     * Staff change name and email; every change goes on the customer's timeline in the same
     * transaction, and an email change tells the old address (a few a day per address).
     */
    async update(caller: Caller, uuid: string, changes: CustomerChanges): Promise<CustomerDetail> {
      const sender = await senderOf(deps);
      const told = await transaction(deps.db, async (tx) => {
        const txRepo = customersRepository(tx);
        const customer = await txRepo.byUuid(uuid, customerReach(caller));
        if (!customer) throw unknownCustomer();
        requireMayChange(caller, customer);
        const made = await deps.users.updateContact(tx, customer.id, changes);
        const email = made.find((change) => change.field === "email");
        if (email?.from) {
          // Over the old address's limit the change is refused: toggling an address must not spam it.
          await deps.notifications.enqueueLimited(
            tx,
            { purpose: "contact-change", sender: { userId: caller.id } },
            [
              emailChangedEmail(sender, {
                oldAddress: email.from,
                removed: email.to === null,
                at: new Date(),
                customerUuid: customer.uuid,
              }),
            ],
          );
        }
        await txRepo.addEvents(
          made.map((change) => ({
            customerUserId: customer.id,
            actorUserId: caller.id,
            field: change.field,
            fromValue: change.from,
            toValue: change.to,
          })),
        );
        return !!email?.from;
      });
      if (told) deps.notifications.sendSoon();
      return this.get(caller, uuid);
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
