import { type Role, roleLabels } from "@mt/domain/roles/roles";
import { paths, routes } from "@mt/domain/routes/routes";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";

/**
 * The SMS an invited number gets: who invites, as what, and where to sign in to answer. The same
 * text whether the number has an account or not; it names no one but the inviter's company.
 */
export function invitationSms(input: {
  to: string;
  firstName: string;
  role: Role;
  from: string;
  productName: string;
  publicUrl: string;
}): NewOutboxMessage {
  const link = new URL(routes.loginPage(paths.invitations), input.publicUrl).toString();
  const role = roleLabels[input.role].toLowerCase();
  return {
    channel: "sms",
    recipient: input.to,
    body: `Hei ${input.firstName}! ${input.from} inviterer deg som ${role} på ${input.productName}. Logg inn med telefonnummeret ditt for å godta eller avslå: ${link}`,
    meta: { kind: "invitation", role: input.role },
  };
}
