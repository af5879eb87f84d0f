import { extendReservation, getReservation, type ReservationView } from "@mt/contract/booking";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { afterReservationError } from "../../lib/order/cart-calls";
import { useOrderStore } from "../../lib/order/order-store";
import { queryKeys } from "../../lib/queries";

/** Extend when less than this is left and the customer was active lately. */
const EXTEND_BELOW_MS = 10 * 60_000;
const ACTIVE_WITHIN_MS = 2 * 60_000;

/** "14:05" from milliseconds, never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

export type ReservationState =
  | { kind: "loading" }
  | { kind: "active"; reservation: ReservationView }
  | { kind: "none" }
  | { kind: "expired" }
  | { kind: "gone"; message: string };

/** What the server said of the reservation; `deadline` is the browser's clock when it runs out. */
type Fetched =
  | { kind: "active"; reservation: ReservationView; deadline: number }
  | { kind: "none" }
  | { kind: "gone"; message: string };

const active = (reservation: ReservationView): Fetched => ({
  kind: "active",
  reservation,
  deadline: Date.now() + reservation.secondsLeft * 1000,
});

/** A failed reservation call: a booked or expired cart is gone; anything else reads as no reservation. */
async function afterFailure(error: unknown): Promise<Fetched> {
  const outcome = await afterReservationError(error);
  return outcome === "clear-cart" ? { kind: "gone", message: errorMessage(error) } : { kind: "none" };
}

/**
 * The reservation of the cart with its remaining time, extended while the customer is active (typing,
 * clicking) in checkout. The deadline counts from the server's `secondsLeft`, so a wrong clock in the
 * browser does not matter.
 */
export function useReservation(cartUuid: string | null): {
  state: ReservationState;
  remainingMs: number;
} {
  const queryClient = useQueryClient();
  const key = queryKeys.reservation(cartUuid ?? "");
  const [now, setNow] = useState(() => Date.now());
  const lastActivity = useRef<number>(Date.now());

  const fetched = useQuery({
    queryKey: key,
    queryFn: async (): Promise<Fetched> => {
      try {
        const { data } = await callApi(browserFetch, getReservation, { params: { id: cartUuid as string } });
        return data.reservation ? active(data.reservation) : { kind: "none" };
      } catch (error) {
        return afterFailure(error);
      }
    },
    enabled: cartUuid !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const extension = useMutation({
    mutationFn: async (uuid: string) =>
      (await callApi(browserFetch, extendReservation, { params: { id: uuid } })).data,
    onSuccess: (data) => {
      useOrderStore.getState().setCart(data.cart);
      queryClient.setQueryData<Fetched>(key, active(data.reservation));
    },
    onError: async (error) => {
      const after = await afterFailure(error);
      if (after.kind === "gone") queryClient.setQueryData<Fetched>(key, after);
    },
  });

  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    const events = ["keydown", "pointerdown", "input", "scroll"] as const;
    for (const name of events) document.addEventListener(name, mark, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, mark);
    };
  }, []);

  const current = cartUuid === null ? ({ kind: "none" } as const) : fetched.data;
  const deadline = current?.kind === "active" ? current.deadline : null;

  // The interval reads the latest extension state through a ref, so it is set up once per deadline.
  const latest = useRef({ extending: extension.isPending, extend: extension.mutate });
  latest.current = { extending: extension.isPending, extend: extension.mutate };
  useEffect(() => {
    if (deadline === null || !cartUuid) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const left = deadline - at;
      if (
        left > 0 &&
        left < EXTEND_BELOW_MS &&
        at - lastActivity.current < ACTIVE_WITHIN_MS &&
        !latest.current.extending
      ) {
        latest.current.extend(cartUuid);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, cartUuid]);

  if (!current) return { state: { kind: "loading" }, remainingMs: 0 };
  if (current.kind !== "active") return { state: current, remainingMs: 0 };
  const remainingMs = current.deadline - now;
  if (remainingMs <= 0) return { state: { kind: "expired" }, remainingMs: 0 };
  return { state: { kind: "active", reservation: current.reservation }, remainingMs };
}

/** The remaining time of the reservation, as a timer. */
export function ReservationCountdown({ remainingMs }: { remainingMs: number }) {
  const low = remainingMs < 2 * 60_000;
  return (
    <p className={`reservation-countdown${low ? " reservation-countdown--low" : ""}`}>
      Tidspunktet holdes av til deg i{" "}
      <strong role="timer" aria-live="off" data-testid="reservation-countdown">
        {formatRemaining(remainingMs)}
      </strong>
      . Tiden forlenges mens du fyller ut skjemaet.
    </p>
  );
}
