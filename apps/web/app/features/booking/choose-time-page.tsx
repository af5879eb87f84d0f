import { type AvailableTimes, createReservation, getAvailableTimes } from "@mt/contract/booking";
import { paths } from "@mt/domain/routes/routes";
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi } from "../../lib/api";
import { refreshCart } from "../../lib/cart-actions";
import { useOrderHydrated, useOrderStore } from "../../lib/order-store";
import {
  afterReservationError,
  errorCode,
  errorMessage,
  type InspectionMode,
  storedInspectionMode,
  storeInspectionMode,
} from "./booking-actions";
import { type CalendarDay, earliestFree, TimeCalendar } from "./time-calendar";
import "./booking.css";

type Load =
  | { state: "loading" }
  | { state: "no-cart" }
  | { state: "failed"; message: string }
  | { state: "ready"; times: AvailableTimes };

function calendarDays(times: AvailableTimes): CalendarDay[] {
  return times.days.map((day) => ({
    date: day.date,
    windows: day.windows.map((w) => ({ ...w, key: w.startsAt })),
  }));
}

/** /bestilling/velgtidspunkt: the offered arrival windows for the cart; choosing one reserves it. */
export function ChooseTimePage({ postCodeSlot }: { postCodeSlot?: ReactNode }) {
  const hydrated = useOrderHydrated();
  const navigate = useNavigate();
  const cart = useOrderStore((s) => s.cart);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [date, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [mode, setMode] = useState<InspectionMode>("ON_SITE");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const cartUuid = cart?.uuid ?? null;

  const fetchTimes = useCallback(async (uuid: string) => {
    setLoad({ state: "loading" });
    try {
      const { data } = await callApi(browserFetch, getAvailableTimes, { params: { id: uuid } });
      setLoad({ state: "ready", times: data });
      const first = earliestFree(calendarDays(data));
      setDate(first?.date ?? null);
      setChosen(first?.key ?? null);
    } catch (error) {
      setLoad({ state: "failed", message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    setMode(storedInspectionMode());
    void (async () => {
      const fresh = await refreshCart().catch(() => useOrderStore.getState().cart);
      if (!fresh || fresh.lineItems.length === 0) setLoad({ state: "no-cart" });
    })();
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated) return;
    if (cartUuid) void fetchTimes(cartUuid);
  }, [hydrated, cartUuid, fetchTimes]);

  async function reserve(event: FormEvent) {
    event.preventDefault();
    if (load.state !== "ready" || !cartUuid) return;
    if (!chosen) {
      setFailure("Velg et tidspunkt.");
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await callApi(browserFetch, createReservation, {
        params: { id: cartUuid },
        body: { startsAt: chosen },
      });
      const store = useOrderStore.getState();
      store.setCart(data.cart);
      if (load.times.kind === "INSPECTION") {
        storeInspectionMode(mode);
        store.replace({
          ...store,
          inspectionDateTime: data.reservation.windowStartsAt,
          inspectionTopic: data.cart.lineItems.filter((l) => l.data.inspectionFirst).map((l) => l.data.title),
        });
      } else if (store.inspectionDateTime) {
        store.replace({ ...store, inspectionDateTime: null, inspectionTopic: [] });
      }
      navigate(paths.checkout);
    } catch (error) {
      const outcome = await afterReservationError(error);
      setFailure(
        outcome === "clear-cart" ? (
          <>
            {errorMessage(error)} <Link to={paths.allJobs}>Se alle jobber</Link>
          </>
        ) : (
          errorMessage(error)
        ),
      );
      if (errorCode(error) === "TIMESLOT_TAKEN" && cartUuid) await fetchTimes(cartUuid);
      setBusy(false);
    }
  }

  const heading =
    load.state === "ready" && load.times.kind === "INSPECTION" ? "Velg tid for befaring" : "Velg tidspunkt";

  let body: ReactNode;
  if (!hydrated || load.state === "loading") {
    body = (
      <div className="choose-time__loading" role="status">
        <Spinner />
        <span>Henter ledige tider …</span>
      </div>
    );
  } else if (load.state === "no-cart" || !cart) {
    body = (
      <div className="choose-time__empty">
        <p>Handlekurven er tom. Legg en jobb i handlekurven før du velger tidspunkt.</p>
        <Link to={paths.allJobs} className={buttonClassName()}>
          Se alle jobber
        </Link>
      </div>
    );
  } else if (load.state === "failed") {
    body = (
      <Alert type="error" title="Vi klarte ikke å hente ledige tider">
        <p>{load.message}</p>
        <Button variant="secondary" size="small" onClick={() => cartUuid && fetchTimes(cartUuid)}>
          Prøv igjen
        </Button>
      </Alert>
    );
  } else {
    const { times } = load;
    const days = calendarDays(times);
    const inspection = times.kind === "INSPECTION";
    body =
      times.earliest === null ? (
        <div className="choose-time__empty" data-testid="no-times">
          <Alert type="info" title="Ingen ledige tider">
            Vi fant ingen ledige tider for jobbene i handlekurven de neste {times.days.length} dagene. Prøv
            igjen senere, eller ta kontakt med oss.
          </Alert>
          <Link to={paths.cart} className={buttonClassName({ variant: "secondary" })}>
            Tilbake til handlekurven
          </Link>
        </div>
      ) : (
        <form className="choose-time__form" onSubmit={reserve} noValidate>
          {inspection && (
            <Alert type="info" title="Jobben starter med en befaring">
              En montør ser på jobben først og gir deg et fast pristilbud. Velg når befaringen skal være.
            </Alert>
          )}
          <p className="choose-time__earliest">
            Første ledige tid:{" "}
            <strong data-testid="earliest-time">
              {earliestLabel(times.earliest.date, times.earliest.start, times.earliest.end)}
            </strong>
          </p>
          {inspection && (
            <fieldset className="choose-time__mode">
              <legend>Hvordan vil du ha befaringen?</legend>
              <label>
                <input
                  type="radio"
                  name="inspection-mode"
                  checked={mode === "ON_SITE"}
                  onChange={() => setMode("ON_SITE")}
                />{" "}
                Montøren kommer hjem til deg
              </label>
              <label>
                <input
                  type="radio"
                  name="inspection-mode"
                  checked={mode === "VIDEO"}
                  onChange={() => setMode("VIDEO")}
                />{" "}
                Videobefaring på mobilen
              </label>
            </fieldset>
          )}
          <TimeCalendar
            days={days}
            selectedDate={date}
            onSelectDate={(next) => {
              setDate(next);
              const day = days.find((d) => d.date === next);
              setChosen(day?.windows.find((w) => w.available)?.key ?? null);
            }}
            selectedWindow={chosen}
            onSelectWindow={setChosen}
          />
          <div aria-live="polite">{failure && <Alert type="error">{failure}</Alert>}</div>
          <div className="choose-time__actions">
            <Link to={paths.cart} className={buttonClassName({ variant: "tertiary" })}>
              Tilbake til handlekurven
            </Link>
            <Button type="submit" busy={busy} disabled={!chosen}>
              Gå videre til bestilling
            </Button>
          </div>
        </form>
      );
  }

  return (
    <div className="container choose-time">
      <div className="choose-time__heading">
        <h1>{heading}</h1>
        {postCodeSlot}
      </div>
      {body}
    </div>
  );
}

function earliestLabel(date: string, start: string, end: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const label = new Intl.DateTimeFormat("nb-NO", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "Europe/Oslo",
  }).format(day);
  return `${label} kl. ${start}–${end}`;
}
