import type { Middleware } from "openapi-fetch";

/** What the order journey (customer-order.ts) needs from the test around it. */
export interface OrderJourneyContext {
  /** Where the server listens, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Sees every answer (the test checks each against the document's response schema). */
  middleware: Middleware;
  /** The code in the newest SMS the server sent to the number. */
  smsCode(phoneNumber: string): Promise<string>;
  customerPhone: string;
  caseworkerPhone: string;
  idempotencyKey: string;
}

/** What the journey saw on the way, for the test to check. */
export interface OrderJourneyResult {
  place: string;
  workTypesAtPostCode: string[];
  cartLines: number;
  earliestStartsAt: string;
  reservationUuid: string;
  cartReservation: string | null;
  project: { uuid: string; status: string; postCode: string; address: string };
  caseworkerRoles: string[];
  allowedMoves: string[];
  moved: { uuid: string; status: string };
}

export type OrderJourney = (ctx: OrderJourneyContext) => Promise<OrderJourneyResult>;
