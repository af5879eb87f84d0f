import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { reportError } from "../../lib/error-reports";

/** Status code of a thrown response; none for a render error. */
export function errorStatus(error: unknown): number | undefined {
  return isRouteErrorResponse(error) ? error.status : undefined;
}

/** A page the user's roles may not open says so plainly (HTTP 403). */
export const FORBIDDEN_HEADING = "Du har ikke tilgang til denne siden";

/** The database or another part is down for a while (HTTP 503); the page says to come back. */
export const UNAVAILABLE_HEADING = "Vi har et midlertidig problem";

function headingFor(status: number | undefined): string {
  if (status === 403) return FORBIDDEN_HEADING;
  if (status === 503) return UNAVAILABLE_HEADING;
  return "Ups! Something went wrong";
}

/** The error page of spec section 2, also the fallback for render errors. */
export function ErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const heading = headingFor(status);
  useEffect(() => {
    // A thrown error (not a response the server chose, such as 403 or 404) goes to error reporting.
    if (status === undefined) {
      console.error("Render error", error);
      reportError(error);
    }
  }, [error, status]);
  return (
    <section className="error-page container container--650" aria-labelledby="error-heading">
      <title>{status ? `${status} | ${heading}` : heading}</title>
      <h1 id="error-heading">{heading}</h1>
      {status === 503 && <p>Siden kan ikke vises akkurat nå. Vi jobber med saken; prøv igjen om litt.</p>}
      <p className="error-page__status">
        <span className="visually-hidden">{status ? "Feilkode " : "Ukjent feil "}</span>
        {status ?? <span aria-hidden="true">¯\_(ツ)_/¯</span>}
      </p>
      <Link to="/" className={buttonClassName({ variant: "primary" })}>
        Home page
      </Link>
    </section>
  );
}
