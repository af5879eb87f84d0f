import type { ArrivalWindow } from "@mt/domain/time/offered-windows";

/** The rules of offered times, shared by the storefront's carts and the projects desk's moves. */
export interface OfferSettings {
  leadMinutes: number;
  horizonDays: number;
  windows: readonly ArrivalWindow[];
}

/** Today's rules; the system settings (decision 042) override them at run time. */
export const OFFER_SETTINGS: OfferSettings = {
  /** No arrival earlier than this many minutes from now. */
  leadMinutes: 24 * 60,
  /** Days offered, counted from today in Oslo. */
  horizonDays: 60,
  /** Arrival windows a customer chooses between, Oslo wall-clock time. */
  windows: [
    { start: "08:00", end: "12:00" },
    { start: "12:00", end: "16:00" },
  ],
};
