import type { ListMeta } from "@mt/contract/cms";
import type { CustomerDetail, CustomerSummary } from "@mt/contract/customer";
import { hasAnyRole } from "@mt/domain/roles/roles";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { UsersService } from "../users/users.module.ts";
import { customerSearch } from "./customer-search.ts";
import { customerSummary, customerTimeline, projectSummary } from "./customer-views.ts";
import { type CustomerRow, customersRepository } from "./customers.repository.ts";

export interface CustomerChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | undefined;
}

const unknownCustomer = () => notFound("Fant ikke kunden.");

/** Someone who is staff too logs in with the same number: only an administrator may change it. */
const hasStaffRole = (customer: CustomerRow) => customer.availableRoles.some((role) => role !== "CUSTOMER");

export function customersService(deps: { db: Db; users: UsersService }) {
  const repo = customersRepository(deps.db);

  async function detail(customer: CustomerRow): Promise<CustomerDetail> {
    const [[facts], projects, events] = await Promise.all([
      repo.orderFacts([customer.id]),
      repo.projects(customer.id),
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
    async list(query: {
      search?: string | undefined;
      page: number;
      perPage: number;
    }): Promise<{ data: CustomerSummary[]; meta: ListMeta }> {
      const search = query.search ? customerSearch(query.search) : null;
      const { rows, total } = await repo.page(search, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      const facts = await repo.orderFacts(rows.map((row) => row.id));
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

    async get(uuid: string): Promise<CustomerDetail> {
      const customer = await repo.byUuid(uuid);
      if (!customer) throw unknownCustomer();
      return detail(customer);
    },

    /** Staff change contact information; every change goes on the customer's timeline in the same transaction. */
    async update(caller: Caller, uuid: string, changes: CustomerChanges): Promise<CustomerDetail> {
      await transaction(deps.db, async (tx) => {
        const customer = await customersRepository(tx).byUuid(uuid);
        if (!customer) throw unknownCustomer();
        if (hasStaffRole(customer) && !hasAnyRole(caller, "GLOBAL_ADMIN")) {
          throw apiError("FORBIDDEN", {
            message:
              "Denne kunden har også en rolle hos oss. Bare en administrator kan endre kontaktinformasjonen.",
          });
        }
        const made = await deps.users.updateContact(tx, customer.id, changes);
        await customersRepository(tx).addEvents(
          made.map((change) => ({
            customerUserId: customer.id,
            actorUserId: caller.id,
            field: change.field,
            fromValue: change.from,
            toValue: change.to,
          })),
        );
      });
      return this.get(uuid);
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
