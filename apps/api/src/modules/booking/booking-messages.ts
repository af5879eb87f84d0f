import { formatPrice } from "@mt/domain/format/price";
import { plainSpaces } from "@mt/domain/format/spaces";
import { arrivalText } from "../../lib/arrival-text.ts";
import { siteLink } from "../../lib/site-link.ts";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";
import type { ProjectRow } from "../project/project.module.ts";

/** The SMS and email that confirm a booking, with the arrival window in Oslo time. */
export function bookingConfirmations(
  p: ProjectRow,
  slot: { windowStartsAt: Date; windowEndsAt: Date },
  to: { email: string; phone: string; firstName: string },
  publicUrl: string,
): NewOutboxMessage[] {
  const what = p.kind === "INSPECTION" ? "befaring" : "jobb";
  const when = arrivalText(slot);
  const myPage = siteLink(publicUrl, "/logginn");
  const meta = { kind: "booking-confirmation", projectUuid: p.uuid, projectNumber: p.number };
  return [
    {
      channel: "sms",
      recipient: to.phone,
      body: plainSpaces(
        `Takk for bestillingen! Din ${what} (prosjekt ${p.number}) er bestilt ${when}. Pris: ${formatPrice(p.totalOre)}. Se den på Min side: ${myPage}`,
      ),
      meta,
    },
    {
      channel: "email",
      recipient: to.email,
      subject: `Bekreftelse på bestilling ${p.number}`,
      body: [
        `Hei ${to.firstName}!`,
        "",
        `Takk for bestillingen. Din ${what} er bestilt ${when}.`,
        `Adresse: ${p.address}, ${p.postCode}${p.place ? ` ${p.place}` : ""}`,
        `Pris: ${formatPrice(p.totalOre)} inkl. mva.`,
        "",
        `Elektrikeren tar kontakt før oppmøte. Du finner bestillingen på Min side (logg inn med telefonnummeret ditt): ${myPage}`,
      ].join("\n"),
      meta,
    },
  ];
}

/** "Send me the cart": a link that opens the cart in any browser. */
/** The outbox kind of a scheduled cart reminder, which booking the cart (or a newer send) cancels. */
export const LATER_CART_REMINDER = "cart-reminder-later";

export function cartReminders(
  cartUuid: string,
  to: { email?: string | undefined; phone?: string | undefined },
  publicUrl: string,
  /** A later reminder (system settings' schedule): sent then, unless the cart is booked first. */
  sendAt?: Date,
): NewOutboxMessage[] {
  const link = siteLink(publicUrl, `/bestilling/handlekurv?cart=${cartUuid}`);
  const meta = { kind: sendAt ? LATER_CART_REMINDER : "cart-reminder", cartUuid };
  const later = sendAt ? { sendAt } : {};
  const messages: NewOutboxMessage[] = [];
  if (to.email) {
    messages.push({
      channel: "email",
      recipient: to.email.toLowerCase(),
      subject: sendAt ? "Påminnelse: handlekurven din venter" : "Handlekurven din venter",
      body: `Hei!\n\nHer er handlekurven din, så du kan fullføre bestillingen når det passer: ${link}`,
      meta,
      ...later,
    });
  }
  if (to.phone) {
    messages.push({
      channel: "sms",
      recipient: to.phone,
      body: `Handlekurven din venter. Fullfør bestillingen her: ${link}`,
      meta,
      ...later,
    });
  }
  return messages;
}

/**
 * Tells a seller that a customer booked the cart the seller sent them, by SMS and/or email as the
 * seller chose in their settings (`seller_notifications`).
 */
export function sellerBookedNotices(
  p: ProjectRow,
  seller: { firstName: string | null; phoneNumber: string; email: string | null; notifications: string[] },
  publicUrl: string,
): NewOutboxMessage[] {
  const customer = [p.contactInformation.firstName, p.contactInformation.lastName].filter(Boolean).join(" ");
  const desk = siteLink(publicUrl, "/selger");
  const meta = { kind: "seller-booked", projectUuid: p.uuid, projectNumber: p.number };
  const text = `${customer || "Kunden"} har bestilt (prosjekt ${p.number}, ${formatPrice(p.totalOre)}).`;
  const messages: NewOutboxMessage[] = [];
  if (seller.notifications.includes("BOOKED_SMS")) {
    messages.push({
      channel: "sms",
      recipient: seller.phoneNumber,
      body: plainSpaces(`${text} Se selgersiden: ${desk}`),
      meta,
    });
  }
  if (seller.notifications.includes("BOOKED_EMAIL") && seller.email) {
    messages.push({
      channel: "email",
      recipient: seller.email,
      subject: `Kunden har bestilt: prosjekt ${p.number}`,
      body: [`Hei ${seller.firstName ?? ""}!`.replace(" !", "!"), "", text, "", `Selgersiden: ${desk}`].join(
        "\n",
      ),
      meta,
    });
  }
  return messages;
}
