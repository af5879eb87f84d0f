import { pageTitle } from "../features/shell/page-title";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(undefined, matches) },
  {
    name: "description",
    content: "Bestill elektriker, varmepumpe eller solceller til fast pris, og velg når jobben skal gjøres.",
  },
];

export default function Home() {
  return (
    <section className="home-intro container" aria-labelledby="home-heading">
      <h1 id="home-heading">Elektriker, varmepumpe og solceller til fast pris</h1>
      <p>
        Sjekk om vi leverer der du bor, velg jobben, se prisen med en gang og book et tidspunkt som passer
        deg.
      </p>
    </section>
  );
}
