import { withoutTypedLinks } from "@mt/domain/validation/links";
import type { NewOutboxMessage } from "./notifications.repository.ts";

/**
 * The message as it may leave: its subject and text keep the server's own links (on `publicUrl`) and
 * nothing else a phone or mail client could turn into a link. Names, feedback, descriptions and the
 * staff's messages go into texts as typed, so one typed "x.no/login" would otherwise be a link in our
 * name (decision 063).
 */
export function withOnlyOwnLinks(message: NewOutboxMessage, publicUrl: string): NewOutboxMessage {
  return {
    ...message,
    body: withoutTypedLinks(message.body, publicUrl),
    ...(message.subject !== undefined && { subject: withoutTypedLinks(message.subject, publicUrl) }),
  };
}
