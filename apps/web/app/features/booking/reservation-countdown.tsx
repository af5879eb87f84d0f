import { extendReservation, getReservation, type ReservationView } from "@mt/contract/booking";
import { useEffect, useRef, useState } from "react";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { afterReservationError } from "../../lib/order/cart-calls";
import { useOrderStore } from "../../lib/order/order-store";

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

/**
 * The reservation of the cart with its remaining time, extended while the customer is active (typing,
 * clicking) in checkout. The deadline counts from the server's `secondsLeft`, so a wrong clock in the
 * browser does not matter.
 */
export function useReservation(cartUuid: string | null): {
  state: ReservationState;
  remainingMs: number;
} {
  const [state, setState] = useState<ReservationState>({ kind: "loading" });
  const [now, setNow] = useState(() => Date.now());
  const deadline = useRef<number>(0);
  const lastActivity = useRef<number>(Date.now());
  const extending = useRef(false);

  useEffect(() => {
    if (!cartUuid) {
      setState({ kind: "none" });
      return;
    }
    let live = true;
    callApi(browserFetch, getReservation, { params: { id: cartUuid } })
      .then(({ data }) => {
        if (!live) return;
        if (!data.reservation) {
          setState({ kind: "none" });
          return;
        }
        deadline.current = Date.now() + data.reservation.secondsLeft * 1000;
        setNow(Date.now());
        setState({ kind: "active", reservation: data.reservation });
      })
      .catch(async (error) => {
        if (!live) return;
        const outcome = await afterReservationError(error);
        setState(
          outcome === "clear-cart" ? { kind: "gone", message: errorMessage(error) } : { kind: "none" },
        );
      });
    return () => {
      live = false;
    };
  }, [cartUuid]);

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

  const active = state.kind === "active";
  useEffect(() => {
    if (!active || !cartUuid) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      const left = deadline.current - current;
      if (left <= 0) {
        setState({ kind: "expired" });
        return;
      }
      if (left < EXTEND_BELOW_MS && current - lastActivity.current < ACTIVE_WITHIN_MS && !extending.current) {
        extending.current = true;
        callApi(browserFetch, extendReservation, { params: { id: cartUuid } })
          .then(({ data }) => {
            deadline.current = Date.now() + data.reservation.secondsLeft * 1000;
            setNow(Date.now());
            useOrderStore.getState().setCart(data.cart);
            setState({ kind: "active", reservation: data.reservation });
          })
          .catch(async (error) => {
            const outcome = await afterReservationError(error);
            if (outcome === "clear-cart") setState({ kind: "gone", message: errorMessage(error) });
          })
          .finally(() => {
            extending.current = false;
          });
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [active, cartUuid]);

  return { state, remainingMs: active ? deadline.current - now : 0 };
}

/** The remaining time of the reservation, as a timer. */
export function ReservationCountdown({ remainingMs }: { remainingMs: number }) {
  const low = remainingMs < 2 * 60_000;
  return (
    <p className={`reservation-countdown${low ? " reservation-countdown--low" : ""}`}>
      Tidspunktet er reservert til deg i{" "}
      <strong role="timer" aria-live="off" data-testid="reservation-countdown">
        {formatRemaining(remainingMs)}
      </strong>{" "}
      minutter. Reservasjonen forlenges så lenge du fyller ut skjemaet.
    </p>
  );
}
