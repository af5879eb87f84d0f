import { arrivalText } from "../../lib/arrival-text.ts";
import { customerNews } from "../../lib/case-news.ts";
import type { NewOutboxMessage } from "../notifications/notifications.module.ts";
import type { ClaimJoinedRow } from "./claim.repository.ts";

/** What the customer is told about their claim, by SMS and email. */
export type ClaimNews = "opened" | "scheduled" | "rescheduled" | "resolved" | "rejected";

/**
 * The SMS and email about a claim, with an absolute link to the project on "my page" where the
 * claim, its status and messages are shown.
 */
export function claimNews(
  news: ClaimNews,
  row: Pick<ClaimJoinedRow, "project">,
  context: {
    publicUrl: string;
    window?: { windowStartsAt: Date; windowEndsAt: Date } | null;
    message?: string | null | undefined;
  },
): NewOutboxMessage[] {
  const p = row.project;
  const at = context.window ? arrivalText(context.window) : null;
  const said = context.message ? ` Melding: ${context.message}` : "";
  const texts: Record<ClaimNews, { subject: string; sms: string; email: string[] }> = {
    opened: {
      subject: `Reklamasjon på prosjekt ${p.number} er mottatt`,
      sms: `Vi har mottatt reklamasjonen din på prosjekt ${p.number} og tar kontakt snart.`,
      email: [
        `Vi har mottatt reklamasjonen din på prosjekt ${p.number}. Vi ser på den og tar kontakt snart.`,
      ],
    },
    scheduled: {
      subject: `Besøk for reklamasjonen på prosjekt ${p.number}`,
      sms: `Reklamasjonen på prosjekt ${p.number} er planlagt${at ? `: elektrikeren kommer ${at}` : ""}.`,
      email: [`Vi sender en elektriker for å se på reklamasjonen${at ? ` ${at}` : ""}.`],
    },
    rescheduled: {
      subject: `Ny tid for reklamasjonen på prosjekt ${p.number}`,
      sms: `Ny tid for reklamasjonsbesøket på prosjekt ${p.number}${at ? `: ${at}` : ""}.`,
      email: [`Tiden for reklamasjonsbesøket er endret${at ? ` til ${at}` : ""}.`],
    },
    resolved: {
      subject: `Reklamasjonen på prosjekt ${p.number} er løst`,
      sms: `Reklamasjonen på prosjekt ${p.number} er løst.${said}`,
      email: [
        `Reklamasjonen på prosjekt ${p.number} er løst.`,
        ...(context.message ? ["", `Melding: ${context.message}`] : []),
      ],
    },
    rejected: {
      subject: `Reklamasjonen på prosjekt ${p.number} er avvist`,
      sms: `Reklamasjonen på prosjekt ${p.number} er avvist.${said}`,
      email: [
        `Reklamasjonen på prosjekt ${p.number} er avvist.`,
        ...(context.message ? ["", `Begrunnelse: ${context.message}`] : []),
      ],
    },
  };
  return customerNews(p, texts[news], {
    publicUrl: context.publicUrl,
    kind: `claim-${news}`,
    see: "Se reklamasjonen",
  });
}
