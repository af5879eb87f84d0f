import type { ProjectMove } from "@mt/domain/project/project-status";
import { arrivalText } from "../../lib/arrival-text.ts";
import { customerNews, myPageLink } from "../../lib/case-news.ts";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";
import type { ProjectRow } from "./project.repository.ts";

/** The changes a customer is told about by SMS and email. */
export type CustomerNews =
  | Extract<ProjectMove, "confirm" | "schedule" | "cancel" | "complete">
  | "reschedule"
  | "swap";

export const CUSTOMER_NEWS: readonly string[] = [
  "confirm",
  "schedule",
  "cancel",
  "complete",
  "reschedule",
  "swap",
];

/**
 * The SMS and email telling the customer what happened to their project, with an absolute link to
 * the project on "my page" (messages are read in an SMS app or a mail client, never on the site).
 */
export function projectNews(
  news: CustomerNews,
  p: ProjectRow,
  context: {
    publicUrl: string;
    window: { windowStartsAt: Date; windowEndsAt: Date } | null;
    message?: string | null | undefined;
    /** The first name of the electrician who now comes (a swap). */
    electrician?: string | null | undefined;
  },
): NewOutboxMessage[] {
  const rateLink = `${myPageLink(context.publicUrl, p.uuid)}#vurdering`;
  const what = p.kind === "INSPECTION" ? "befaringen" : "jobben";
  const at = context.window ? arrivalText(context.window) : null;
  const texts: Record<CustomerNews, { subject: string; sms: string; email: string[] }> = {
    confirm: {
      subject: `Prosjekt ${p.number} er bekreftet`,
      sms: `Prosjekt ${p.number} er bekreftet av installatøren.`,
      email: [`Installatøren har bekreftet oppdraget ditt (prosjekt ${p.number}).`],
    },
    schedule: {
      subject: `Prosjekt ${p.number} er planlagt`,
      sms: `Prosjekt ${p.number} er planlagt${at ? `: elektrikeren kommer ${at}` : ""}.`,
      email: [`Elektrikeren er planlagt inn${at ? ` ${at}` : ""}.`],
    },
    reschedule: {
      subject: `Ny tid for prosjekt ${p.number}`,
      sms: `Ny tid for ${what} i prosjekt ${p.number}${at ? `: ${at}` : ""}.`,
      email: [`Tiden for ${what} i prosjekt ${p.number} er endret${at ? ` til ${at}` : ""}.`],
    },
    swap: {
      subject: `Ny elektriker i prosjekt ${p.number}`,
      sms: `Det kommer en annen elektriker til ${what} i prosjekt ${p.number}${context.electrician ? `: ${context.electrician}` : ""}${at ? `, ${at}` : ""}.`,
      email: [
        `Det kommer en annen elektriker til ${what} i prosjekt ${p.number}${context.electrician ? `: ${context.electrician}` : ""}. Tiden er den samme${at ? `: ${at}` : ""}.`,
      ],
    },
    cancel: {
      subject: `Prosjekt ${p.number} er kansellert`,
      sms: `Prosjekt ${p.number} er kansellert.${context.message ? ` Melding: ${context.message}` : ""}`,
      email: [
        `Prosjekt ${p.number} er kansellert, og tidspunktet er frigitt.`,
        ...(context.message ? ["", `Melding: ${context.message}`] : []),
      ],
    },
    complete: {
      subject: `Prosjekt ${p.number} er fullført`,
      sms: `Jobben i prosjekt ${p.number} er fullført. Takk for at du handlet hos oss! Hva synes du? Gi jobben en vurdering på Min side: ${rateLink}`,
      email: [
        "Jobben er ferdig. Faktura kommer på e-post.",
        "",
        `Hva synes du om jobben? Gi den 1 til 5 stjerner på Min side: ${rateLink}`,
        "",
        "Takk for at du handlet hos oss!",
      ],
    },
  };
  const messages = customerNews(p, texts[news], {
    publicUrl: context.publicUrl,
    kind: `project-${news}`,
    see: "Se prosjektet",
    // The completion's SMS carries the rating link instead.
    smsLink: news !== "complete",
  });
  // A swap is told by SMS only: the time stands, only the name the customer saw changes.
  return news === "swap" ? messages.filter((m) => m.channel === "sms") : messages;
}
