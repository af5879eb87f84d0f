import { useRevalidator } from "react-router";
import { OnboardingPage } from "../features/onboarding/onboarding-page";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/onboarding";

/** /oppsett: a new installer company registers itself; no login needed (the state lives in the browser). */
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Ny installatør", matches) },
  {
    name: "description",
    content: "Registrer installatørbedriften din og få oppdrag på elektriker, varmepumpe og solceller.",
  },
];

export default function OnboardingRoute() {
  // After registering, the new admin is signed in: the header and menus load again for them.
  const revalidator = useRevalidator();
  return <OnboardingPage onRegistered={() => void revalidator.revalidate()} />;
}
