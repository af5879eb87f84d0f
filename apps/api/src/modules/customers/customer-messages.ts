import { formatDateTimeLong } from "@mt/domain/format/date";
import { formatPhone } from "@mt/domain/validation/phone";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";

/*
 * What the old number or address is told when staff change a customer's contact information
 * (decision 059). Built from our own words and the stored values only: no link, and nothing a caller
 * typed (not even the new address), so the message cannot carry someone else's text.
 */

export interface Sender {
  productName: string;
  customerServicePhone: string;
}

const callUs = (from: Sender) =>
  `Var det ikke deg som ba om dette? Ring kundeservice på ${formatPhone(from.customerServicePhone)}.`;

/** To the number the customer logged in with until now. */
export function phoneChangedSms(
  from: Sender,
  change: { oldNumber: string; newNumber: string; at: Date; customerUuid: string },
): NewOutboxMessage {
  return {
    channel: "sms",
    recipient: change.oldNumber,
    body: [
      `Telefonnummeret du logger inn med hos ${from.productName} er byttet ${formatDateTimeLong(change.at)} til et nummer som slutter på ${change.newNumber.slice(-2)}.`,
      "Du er logget ut på alle enheter.",
      callUs(from),
    ].join(" "),
    meta: { kind: "customer-phone-changed", customerUuid: change.customerUuid },
  };
}

/** To the address the customer had until now (changed or removed). */
export function emailChangedEmail(
  from: Sender,
  change: { oldAddress: string; removed: boolean; at: Date; customerUuid: string },
): NewOutboxMessage {
  return {
    channel: "email",
    recipient: change.oldAddress,
    subject: "E-postadressen din er endret",
    body: [
      "Hei!",
      "",
      `E-postadressen din hos ${from.productName} er endret ${formatDateTimeLong(change.at)}.`,
      change.removed
        ? "Vi sender deg ikke lenger e-post."
        : "Heretter sender vi e-post til den nye adressen, ikke hit.",
      "",
      callUs(from),
    ].join("\n"),
    meta: { kind: "customer-email-changed", customerUuid: change.customerUuid },
  };
}
