import type { ApiUser } from "@mt/contract/users";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { browserFetch, callApi } from "../../lib/api";
import { tourFor } from "./tours";

// The card and its texts load only when a staff member has a tour to see.
const TourCard = lazy(() => import("./tour-card"));

const noSubscription = () => () => {};

/** Tours finished in this browser tab, so a tour does not come back before the user is fetched again. */
const finishedHere = new Set<string>();

/** The first visit of a staff role to its main page offers a short tour of it, once. */
export function GuidedTour({ user }: { user: ApiUser | null }) {
  const { pathname } = useLocation();
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [, setFinishedCount] = useState(0);
  const tour = isClient && user ? tourFor(user, pathname, finishedHere) : null;
  if (!tour) return null;

  function done() {
    if (!tour) return;
    finishedHere.add(tour.id);
    setFinishedCount(finishedHere.size);
    // Not shown again either way; a failed call only means the offer may come back next login.
    void import("@mt/contract/users")
      .then(({ guidedTourFinished }) =>
        callApi(browserFetch, guidedTourFinished, { body: { tour: tour.id } }),
      )
      .catch(() => {});
  }

  return (
    <Suspense fallback={null}>
      <TourCard key={tour.id} tour={tour} onDone={done} />
    </Suspense>
  );
}
