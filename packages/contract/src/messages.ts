import { defineErrors } from "./define-errors.ts";

/*
 * The message limits every call that sends an SMS or email passes (decision 062): counted per
 * recipient and per sender in the database. A call whose purpose is the message answers these.
 */
export const messageErrors = defineErrors({
  /** The caller has made the server send this kind of message many times lately. */
  MESSAGE_SENDER_LIMIT: {
    status: 429,
    message: "Du har sendt mange slike meldinger den siste tiden. Vent litt, og prøv igjen senere.",
  },
  /** The recipient has been sent this kind of message many times lately, by anyone. */
  MESSAGE_RECIPIENT_LIMIT: {
    status: 429,
    message: "Mottakeren har fått mange slike meldinger fra oss i dag. Prøv igjen i morgen.",
  },
});
