import type { SalesPartnerRole } from "@mt/contract/sales-partner";
import { roleLabels } from "@mt/domain/roles/roles";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";

/** The SMS a person added to a sales partner gets: who added them, as what, and where to log in. */
export function salesPartnerInviteSms(input: {
  to: string;
  firstName: string;
  partner: string;
  role: SalesPartnerRole;
  productName: string;
  publicUrl: string;
}): NewOutboxMessage {
  const login = new URL("/logginn", input.publicUrl).toString();
  const role = roleLabels[input.role].toLowerCase();
  return {
    channel: "sms",
    recipient: input.to,
    body: `Hei ${input.firstName}! ${input.partner} har lagt deg til som ${role} på ${input.productName}. Logg inn med telefonnummeret ditt her: ${login}`,
    meta: { kind: "sales-partner-invite" },
  };
}
