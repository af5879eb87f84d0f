import { plainSpaces } from "@mt/domain/format/spaces";
import { siteLink } from "../../lib/site-link.ts";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";

/** A seller sends the cart they built in the store: the customer finishes it on their own phone. */
export function sellerCartMessages(
  cartUuid: string,
  to: { email?: string | undefined; phone?: string | undefined },
  from: { sellerName: string; store: string },
  publicUrl: string,
): NewOutboxMessage[] {
  const link = siteLink(publicUrl, `/bestilling/handlekurv?cart=${cartUuid}`);
  const meta = { kind: "seller-cart", cartUuid };
  const messages: NewOutboxMessage[] = [];
  if (to.email) {
    messages.push({
      channel: "email",
      recipient: to.email.toLowerCase(),
      subject: `Bestillingen din fra ${from.store}`,
      body: [
        "Hei!",
        "",
        `${from.sellerName} hos ${from.store} har satt sammen bestillingen din. Velg tidspunkt og fullfør bestillingen her: ${link}`,
      ].join("\n"),
      meta,
    });
  }
  if (to.phone) {
    messages.push({
      channel: "sms",
      recipient: to.phone,
      body: plainSpaces(`Bestillingen din fra ${from.store} er klar. Velg tidspunkt og fullfør her: ${link}`),
      meta,
    });
  }
  return messages;
}
