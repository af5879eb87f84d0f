import { createReservation, getAvailableTimes } from "@mt/contract/booking";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { paths } from "@mt/domain/routes/routes";
import { osloToUtc } from "@mt/domain/time/oslo-clock";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { firstFree, TimeWindowPicker } from "../../components/time-window-picker";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import {
  type InspectionMode,
  storedInspectionMode,
  storeInspectionMode,
} from "../../lib/order/booking-session";
import { afterReservationError, setCartPostCode } from "../../lib/order/cart-calls";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useFreshCart } from "../../lib/order/use-fresh-cart";
import { queryKeys } from "../../lib/queries";
import { availableTimesDemand, timesPostCode } from "./available-times-demand";
import { NoAvailabilityReport } from "./no-availability-report";
import "./booking.css";
import { Radio } from "../../components/ui/radio";

/**
 * /bestilling/velgtidspunkt: the offered arrival windows for the cart; choosing one reserves it and
 * goes on to `nextPath` (the customer's checkout, or the seller's checkout for a seller).
 */
export function ChooseTimePage({
  postCodeSlot,
  nextPath = paths.checkout,
}: {
  postCodeSlot?: ReactNode;
  nextPath?: string;
}) {
  const hydrated = useOrderHydrated();
  const navigate = useNavigate();
  const cart = useOrderStore((s) => s.cart);
  const chosenPostCode = useOrderStore((s) => s.postCode);
  const chosenPostCodeValid = useOrderStore((s) => s.postCodeValid);
  const [chosen, setChosen] = useState<string | null>(null);
  const [mode, setMode] = useState<InspectionMode>("ON_SITE");
  const [failure, setFailure] = useState<ReactNode>(null);
  const cartUuid = cart?.uuid ?? null;

  const freshCart = useFreshCart();
  const cartChecked = freshCart.isFetched;

  useEffect(() => {
    if (hydrated) setMode(storedInspectionMode());
  }, [hydrated]);

  // The times follow the post code the person chose and the cart's jobs: a change of either is a new
  // query (never the old answer), and the cart is told the code before its times are asked for.
  const postCode = cart
    ? timesPostCode({ postCode: chosenPostCode, postCodeValid: chosenPostCodeValid }, cart.postCode)
    : null;
  const demand = cart && postCode ? availableTimesDemand(cart, postCode) : null;
  const times = useQuery({
    queryKey: queryKeys.availableTimes(cartUuid ?? "", demand ?? {}),
    queryFn: async () => {
      if (postCode) await setCartPostCode(postCode);
      return (await callApi(browserFetch, getAvailableTimes, { params: { id: cartUuid as string } })).data;
    },
    enabled: hydrated && cartUuid !== null && demand !== null,
    staleTime: 0,
  });

  // The earliest free window is chosen when the times arrive (again after a refetch).
  useEffect(() => {
    if (!times.data) return;
    setChosen(firstFree(times.data.days)?.startsAt ?? null);
  }, [times.data]);

  const reservation = useMutation({
    mutationFn: async (startsAt: string) =>
      (
        await callApi(browserFetch, createReservation, {
          params: { id: cartUuid as string },
          body: { startsAt },
        })
      ).data,
    onSuccess: (data) => {
      const store = useOrderStore.getState();
      store.setCart(data.cart);
      if (times.data?.kind === "INSPECTION") {
        storeInspectionMode(mode);
        store.replace({
          ...store,
          inspectionDateTime: data.reservation.windowStartsAt,
          inspectionTopic: data.cart.lineItems.filter((l) => l.data.inspectionFirst).map((l) => l.data.title),
        });
      } else if (store.inspectionDateTime) {
        store.replace({ ...store, inspectionDateTime: null, inspectionTopic: [] });
      }
      navigate(nextPath);
    },
    onError: async (error) => {
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
      if (errorCode(error) === "TIMESLOT_TAKEN") await times.refetch();
    },
  });

  function reserve(event: FormEvent) {
    event.preventDefault();
    if (!times.data || !cartUuid) return;
    if (!chosen) {
      setFailure("Velg et tidspunkt.");
      return;
    }
    setFailure(null);
    reservation.mutate(chosen);
  }

  const heading = times.data?.kind === "INSPECTION" ? "Velg tid for befaring" : "Velg tidspunkt";
  const emptyCart = cartChecked && (!cart || cart.lineItems.length === 0);

  const needsPostCode = cartChecked && !emptyCart && cart !== null && postCode === null;

  let body: ReactNode;
  if (!hydrated || (!emptyCart && !needsPostCode && (times.isPending || !cartChecked))) {
    body = (
      <div className="choose-time__loading" role="status">
        <Spinner />
        <span>Henter ledige tider …</span>
      </div>
    );
  } else if (emptyCart || !cart) {
    body = (
      <div className="choose-time__empty">
        <p>Handlekurven er tom. Legg en jobb i handlekurven før du velger tidspunkt.</p>
        <Link to={paths.allJobs} className={buttonClassName()}>
          Se alle jobber
        </Link>
      </div>
    );
  } else if (needsPostCode) {
    body = (
      <Alert type="warning" title="Velg postnummer">
        {chosenPostCode ? `Postkoden ${chosenPostCode}, finnes ikke. ` : ""}Velg postnummeret der jobben skal
        gjøres, så viser vi ledige tider.
      </Alert>
    );
  } else if (times.isError || !times.data) {
    body = (
      <Alert type="error" title="Vi klarte ikke å hente ledige tider">
        <p>{errorMessage(times.error)}</p>
        <Button variant="secondary" size="small" busy={times.isFetching} onClick={() => times.refetch()}>
          Prøv igjen
        </Button>
      </Alert>
    );
  } else {
    const offered = times.data;
    const inspection = offered.kind === "INSPECTION";
    body =
      offered.earliest === null ? (
        <div className="choose-time__empty" data-testid="no-times">
          <Alert type="info" title="Ingen ledige tider">
            Vi fant ingen ledige tider for jobbene i handlekurven de neste {offered.days.length} dagene.
          </Alert>
          <NoAvailabilityReport postCode={postCode ?? ""} />
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
              {formatDayWindow(
                osloToUtc(offered.earliest.date, offered.earliest.start),
                osloToUtc(offered.earliest.date, offered.earliest.end),
              )}
            </strong>
          </p>
          {inspection && (
            <fieldset className="choose-time__mode">
              <legend>Hvordan vil du ha befaringen?</legend>
              <label>
                <Radio
                  name="inspection-mode"
                  checked={mode === "ON_SITE"}
                  onChange={() => setMode("ON_SITE")}
                />{" "}
                Montøren kommer hjem til deg
              </label>
              <label>
                <Radio name="inspection-mode" checked={mode === "VIDEO"} onChange={() => setMode("VIDEO")} />{" "}
                Videobefaring på mobilen
              </label>
            </fieldset>
          )}
          <TimeWindowPicker
            days={offered.days}
            chosen={chosen}
            onChoose={setChosen}
            legend={inspection ? "Når skal befaringen være?" : "Når kan montøren komme?"}
            instruction="Montøren kommer i løpet av tidsvinduet du velger."
            earliest={offered.earliest?.startsAt}
            empty={null}
          />
          <div aria-live="polite">{failure && <Alert type="error">{failure}</Alert>}</div>
          <div className="choose-time__actions">
            <Link to={paths.cart} className={buttonClassName({ variant: "tertiary" })}>
              Tilbake til handlekurven
            </Link>
            <Button type="submit" busy={reservation.isPending || reservation.isSuccess} disabled={!chosen}>
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
