/**
 * The kinds of object an API call can name by id or uuid (decision 058). Every id a route takes, in
 * its path, query or body, is declared in its contract as one of these (`refs`), and the server
 * resolves it through the caller's reach before the handler runs.
 *
 * - scoped: who reaches which one depends on the caller (a tenant's own); a resolver decides, and an
 *   object outside the caller's reach answers 404 (422 under the field when the body names it).
 * - shared: everyone the route lets in reaches every one (the catalogue, the CMS, settings); the
 *   route's role is the whole rule, and the route answers 404 for one that does not exist.
 * - capability: the value is itself the key, or comes with a signed token the route checks (a
 *   cart's uuid, an offer's link): knowing it is the right to use it.
 */
export const OBJECT_KINDS = {
  project: { scope: "scoped", notFound: "Fant ikke prosjektet." },
  claim: { scope: "scoped", notFound: "Fant ikke reklamasjonen." },
  offer: { scope: "scoped", notFound: "Fant ikke tilbudet." },
  /** A project that begins with an inspection, by the project's uuid. */
  inspection: { scope: "scoped", notFound: "Fant ikke befaringen." },
  timeslot: { scope: "scoped", notFound: "Fant ikke tidspunktet." },
  contractor: { scope: "scoped", notFound: "Fant ikke installatøren." },
  /** An electrician record (its uuid), of a contractor. */
  electrician: { scope: "scoped", notFound: "Fant ikke montøren." },
  "availability-exception": { scope: "scoped", notFound: "Fant ikke unntaket." },
  "sales-partner": { scope: "scoped", notFound: "Fant ikke salgspartneren." },
  /** A sales partner's store. */
  department: { scope: "scoped", notFound: "Fant ikke butikken." },
  /** Someone working for a sales partner, by their user uuid. */
  "partner-person": { scope: "scoped", notFound: "Fant ikke personen." },
  /** A customer (their user uuid), as the customers desk shows them. */
  customer: { scope: "scoped", notFound: "Fant ikke kunden." },
  /** Any login, by its uuid: the user administration's. */
  user: { scope: "scoped", notFound: "Fant ikke brukeren." },
  /** An uploaded PDF (media id). */
  document: { scope: "scoped", notFound: "Fant ikke dokumentet." },
  /** A customer's or staff's uploaded photo (media id), never shown in the media library. */
  image: { scope: "scoped", notFound: "Fant ikke bildet." },
  rating: { scope: "scoped", notFound: "Fant ikke vurderingen." },
  invitation: { scope: "scoped", notFound: "Fant ikke invitasjonen." },

  "caseworker-department": { scope: "shared", notFound: "Fant ikke avdelingen." },
  page: { scope: "shared", notFound: "Fant ikke siden." },
  draft: { scope: "shared", notFound: "Fant ikke utkastet." },
  "module-template": { scope: "shared", notFound: "Fant ikke modulmalen." },
  menu: { scope: "shared", notFound: "Fant ikke menyen." },
  /** A file of the CMS media library (public). */
  media: { scope: "shared", notFound: "Fant ikke filen." },
  "job-category": { scope: "shared", notFound: "Fant ikke kategorien." },
  product: { scope: "shared", notFound: "Fant ikke produktet." },
  "job-template": { scope: "shared", notFound: "Fant ikke jobbmalen." },
  "job-template-version": { scope: "shared", notFound: "Fant ikke versjonen." },
  /** A published job by its slug. */
  job: { scope: "shared", notFound: "Fant ikke jobben." },
  "post-code": { scope: "shared", notFound: "Fant ikke postnummeret." },
  "organization-number": { scope: "shared", notFound: "Fant ikke organisasjonsnummeret." },
  /** A county or post code area named by contractor/by-area. */
  area: { scope: "shared", notFound: "Fant ikke området." },
  /** An offer line's source: a product or a job template, by id. */
  "catalogue-item": { scope: "shared", notFound: "Fant ikke varen." },
  /** A company as the company register gave it to the checkout: kept as given, names nothing of ours. */
  "register-company": { scope: "shared", notFound: "Fant ikke firmaet." },

  cart: { scope: "capability", notFound: "Fant ikke handlekurven." },
  /** A cart's reservation of time, by its uuid (the cart's own, or refused). */
  reservation: { scope: "capability", notFound: "Fant ikke reservasjonen." },
  /** A line of a cart, by its place in the cart. */
  "line-item": { scope: "capability", notFound: "Fant ikke jobben i handlekurven." },
  /** An offer opened from the link in its SMS (uuid and signed token). */
  "offer-link": { scope: "capability", notFound: "Fant ikke tilbudet." },
  /** A video inspection opened from the link in its SMS (uuid and signed token). */
  "meeting-link": { scope: "capability", notFound: "Fant ikke befaringen." },
  /** A demo person of the development sign-in (never in production). */
  "dev-user": { scope: "capability", notFound: "Fant ikke brukeren." },
} as const satisfies Record<string, { scope: "scoped" | "shared" | "capability"; notFound: string }>;

export type ObjectKind = keyof typeof OBJECT_KINDS;

export type ScopedKind = {
  [K in ObjectKind]: (typeof OBJECT_KINDS)[K]["scope"] extends "scoped" ? K : never;
}[ObjectKind];

export const isScopedKind = (kind: ObjectKind): kind is ScopedKind => OBJECT_KINDS[kind].scope === "scoped";

export const SCOPED_KINDS: readonly ScopedKind[] = (Object.keys(OBJECT_KINDS) as ObjectKind[]).filter(
  isScopedKind,
);
