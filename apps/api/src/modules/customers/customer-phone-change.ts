import type { CustomerDetail } from "@mt/contract/customer";
import { customerReach } from "@mt/domain/customer/customer-reach";
import { transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { fieldError } from "../../lib/http-error.ts";
import type { RequestInfo } from "../auth/auth.module.ts";
import { phoneChangedSms } from "./customer-messages.ts";
import { type CustomerRow, customersRepository } from "./customers.repository.ts";
import {
  type CustomersDeps,
  type CustomersService,
  requireMayChange,
  senderOf,
  unknownCustomer,
} from "./customers.service.ts";

/**
 * Decision 059: a customer's login phone number changes only when the new number is confirmed with
 * a code sent to it, which the customer reads out to the staff member on the phone (as at the
 * seller's checkout). The code, its limits and its check are the login's (auth module). The change
 * goes on the customer's timeline, ends the customer's sessions and tells the old number by SMS.
 */
export function customerPhoneChange(deps: CustomersDeps, customers: CustomersService) {
  const repo = customersRepository(deps.db);

  /** The customer, if the caller reaches them and may move their login to this number. */
  async function changeable(caller: Caller, uuid: string, phoneNumber: string): Promise<CustomerRow> {
    const customer = await repo.byUuid(uuid, customerReach(caller));
    if (!customer) throw unknownCustomer();
    requireMayChange(caller, customer);
    if (customer.phoneNumber === phoneNumber) throw fieldError("PHONE_NUMBER_UNCHANGED", "phoneNumber");
    if (await deps.users.findByPhone(phoneNumber)) throw fieldError("PHONE_NUMBER_IN_USE", "phoneNumber");
    return customer;
  }

  return {
    /** Sends the code to the new number (the login code's limits: one a minute, five an hour, per address). */
    async sendCode(caller: Caller, uuid: string, phoneNumber: string, info: RequestInfo) {
      await changeable(caller, uuid, phoneNumber);
      await deps.auth.sendPhoneChangeCode(phoneNumber, info);
      return { sent: true as const, phoneNumber };
    },

    async change(
      caller: Caller,
      uuid: string,
      input: { phoneNumber: string; code: string },
      info: RequestInfo,
    ): Promise<CustomerDetail> {
      const customer = await changeable(caller, uuid, input.phoneNumber);
      // Uses the code up before the change; a number taken meanwhile still loses (the unique index decides).
      await deps.auth.checkPhoneCode(input.phoneNumber, input.code, info);
      const sender = await senderOf(deps);
      await transaction(deps.db, async (tx) => {
        const made = await deps.users.updateContact(tx, customer.id, { phoneNumber: input.phoneNumber });
        const change = made.find((entry) => entry.field === "phoneNumber");
        if (!change?.from) return;
        await customersRepository(tx).addEvents([
          {
            customerUserId: customer.id,
            actorUserId: caller.id,
            field: "phoneNumber",
            fromValue: change.from,
            toValue: change.to,
          },
        ]);
        await deps.auth.endSessionsOf(tx, customer.id);
        await deps.notifications.enqueueLimited(
          tx,
          { purpose: "contact-change", sender: { userId: caller.id } },
          [
            phoneChangedSms(sender, {
              oldNumber: change.from,
              newNumber: input.phoneNumber,
              at: new Date(),
              customerUuid: customer.uuid,
            }),
          ],
        );
      });
      deps.notifications.sendSoon();
      return customers.get(caller, uuid);
    },
  };
}

export type CustomerPhoneChange = ReturnType<typeof customerPhoneChange>;
