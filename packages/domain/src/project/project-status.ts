import { z } from "zod";
import type { Role } from "../roles/roles.ts";

/**
 * A project's life (product design section 5): ordered → confirmed by installer → scheduled → in
 * progress → completed → invoiced, or cancelled with a message. A project that needs an inspection
 * first starts at "inspection booked" and goes inspected → offer sent → offer accepted, then on as
 * a job from "confirmed".
 */
export const PROJECT_STATUSES = [
  "inspection_booked",
  "inspected",
  "offer_sent",
  "offer_accepted",
  "ordered",
  "confirmed",
  "scheduled",
  "in_progress",
  "completed",
  "invoiced",
  "cancelled",
] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const projectStatusLabels: Record<ProjectStatus, string> = {
  inspection_booked: "Befaring bestilt",
  inspected: "Befaring utført",
  offer_sent: "Tilbud sendt",
  offer_accepted: "Tilbud godtatt",
  ordered: "Bestilt",
  confirmed: "Bekreftet av installatør",
  scheduled: "Planlagt",
  in_progress: "Pågår",
  completed: "Fullført",
  invoiced: "Fakturert",
  cancelled: "Kansellert",
};

/** JOB: the electrician comes to do the work; INSPECTION: a line needs an inspection first. */
export type ProjectKind = "JOB" | "INSPECTION";

/** Where a new booking starts. */
export function initialStatus(kind: ProjectKind): ProjectStatus {
  return kind === "INSPECTION" ? "inspection_booked" : "ordered";
}

export const PROJECT_MOVES = [
  "inspect",
  "send_offer",
  "accept_offer",
  "confirm",
  "schedule",
  "start",
  "complete",
  "invoice",
  "cancel",
] as const;
export const projectMoveSchema = z.enum(PROJECT_MOVES);
export type ProjectMove = z.infer<typeof projectMoveSchema>;

/** The button text of each move, as staff and customers see it. */
export const projectMoveLabels: Record<ProjectMove, string> = {
  inspect: "Registrer befaring utført",
  send_offer: "Marker tilbud sendt",
  accept_offer: "Godta tilbudet",
  confirm: "Bekreft oppdraget",
  schedule: "Planlegg",
  start: "Start jobben",
  complete: "Marker som fullført",
  invoice: "Marker som fakturert",
  cancel: "Kanseller prosjektet",
};

const STAFF: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER"];
const INSTALLER_ADMIN: readonly Role[] = [...STAFF, "CONTRACTOR_ADMIN"];
const ON_SITE: readonly Role[] = [...INSTALLER_ADMIN, "ELECTRICIAN"];
const CANCELLABLE: readonly ProjectStatus[] = [
  "inspection_booked",
  "inspected",
  "offer_sent",
  "offer_accepted",
  "ordered",
  "confirmed",
  "scheduled",
];

/**
 * Each move: the states it leaves from, the state it leads to, and the roles that may make it.
 * A role is checked here; whether the caller may reach the project at all (their company, their
 * assignment, their own order) and the customer's cut-off are decided before.
 */
export const MOVE_RULES: Record<
  ProjectMove,
  { from: readonly ProjectStatus[]; to: ProjectStatus; roles: readonly Role[]; needsMessage: boolean }
> = {
  inspect: {
    from: ["inspection_booked"],
    to: "inspected",
    roles: [...STAFF, "INSPECTOR"],
    needsMessage: false,
  },
  send_offer: { from: ["inspected"], to: "offer_sent", roles: [...STAFF, "INSPECTOR"], needsMessage: false },
  accept_offer: {
    from: ["offer_sent"],
    to: "offer_accepted",
    roles: [...STAFF, "CUSTOMER"],
    needsMessage: false,
  },
  confirm: {
    from: ["ordered", "offer_accepted"],
    to: "confirmed",
    roles: INSTALLER_ADMIN,
    needsMessage: false,
  },
  schedule: { from: ["confirmed"], to: "scheduled", roles: INSTALLER_ADMIN, needsMessage: false },
  start: { from: ["scheduled"], to: "in_progress", roles: ON_SITE, needsMessage: false },
  complete: { from: ["in_progress"], to: "completed", roles: ON_SITE, needsMessage: false },
  invoice: { from: ["completed"], to: "invoiced", roles: STAFF, needsMessage: false },
  cancel: {
    from: CANCELLABLE,
    to: "cancelled",
    roles: [...STAFF, "CUSTOMER_SERVICE", "CONTRACTOR_ADMIN", "CUSTOMER"],
    needsMessage: true,
  },
};

/** States in which the appointment may still be moved to another time. */
export const RESCHEDULABLE: readonly ProjectStatus[] = [
  "inspection_booked",
  // An accepted offer takes its job time through the same offered windows.
  "offer_accepted",
  "ordered",
  "confirmed",
  "scheduled",
];
/** Who may move the appointment (customers only before the cut-off, checked by the caller). */
export const RESCHEDULE_ROLES: readonly Role[] = [
  ...STAFF,
  "CUSTOMER_SERVICE",
  "CONTRACTOR_ADMIN",
  "CUSTOMER",
];

export type MoveDecision =
  | { ok: true; to: ProjectStatus }
  /** The move does not leave from this state (409 PROJECT_MOVE_NOT_ALLOWED). */
  | { ok: false; reason: "wrong-state" }
  /** None of the caller's roles may make this move (403 PROJECT_MOVE_FORBIDDEN). */
  | { ok: false; reason: "role" };

/** May a caller with these active roles make `move` from `status`, and where does it lead? */
export function decideMove(status: ProjectStatus, move: ProjectMove, roles: readonly Role[]): MoveDecision {
  const rule = MOVE_RULES[move];
  if (!roles.some((role) => rule.roles.includes(role))) return { ok: false, reason: "role" };
  if (!rule.from.includes(status)) return { ok: false, reason: "wrong-state" };
  return { ok: true, to: rule.to };
}

/**
 * Moves only their own area makes, never a button or the generic move call: an inspection is
 * marked inspected with its findings (inspection module), and a project reaches "offer sent" and
 * "offer accepted" with an offer the customer can read (offer module).
 */
export const FLOW_MOVES: readonly ProjectMove[] = ["inspect", "send_offer", "accept_offer"];

/** The moves a caller may make now by hand, in flow order (the buttons on the project page). */
export function allowedMoves(status: ProjectStatus, roles: readonly Role[]): ProjectMove[] {
  return PROJECT_MOVES.filter((move) => !FLOW_MOVES.includes(move) && decideMove(status, move, roles).ok);
}

/** May these roles move the appointment of a project in this state? */
export function mayReschedule(status: ProjectStatus, roles: readonly Role[]): boolean {
  return RESCHEDULABLE.includes(status) && roles.some((role) => RESCHEDULE_ROLES.includes(role));
}

/**
 * The road of a project as "my page" draws it: the states it passes, in order, for its kind. A
 * cancelled project shows the road up to where it stopped, then "Kansellert".
 */
export function statusRoad(kind: ProjectKind): ProjectStatus[] {
  const job: ProjectStatus[] = ["ordered", "confirmed", "scheduled", "in_progress", "completed"];
  return kind === "INSPECTION"
    ? ["inspection_booked", "inspected", "offer_sent", "offer_accepted", ...job.slice(1)]
    : job;
}

/**
 * Has an inspection project's offer been accepted, so that its price and working time are the
 * offer's? (A cancelled project is not on the road and says no.)
 */
export function pricedByOffer(kind: ProjectKind, status: ProjectStatus): boolean {
  return kind === "INSPECTION" && AFTER_ACCEPTED_OFFER.includes(status);
}
const AFTER_ACCEPTED_OFFER: readonly ProjectStatus[] = [
  "offer_accepted",
  "confirmed",
  "scheduled",
  "in_progress",
  "completed",
  "invoiced",
];

/** What happens next, told to the customer on "my page". */
export const nextStepForCustomer: Record<ProjectStatus, string> = {
  inspection_booked: "Vi kommer på befaring på avtalt tidspunkt.",
  inspected: "Befaringen er gjort. Du får et tilbud fra oss snart.",
  offer_sent: "Du har fått et tilbud. Se over det og godta det når du er klar.",
  offer_accepted:
    "Takk! Installatøren bekrefter oppdraget. Velg gjerne tidspunkt for jobben med «Flytt tidspunkt».",
  ordered: "Installatøren går gjennom bestillingen og bekrefter den.",
  confirmed: "Oppdraget er bekreftet. Elektrikeren planlegges inn på tidspunktet ditt.",
  scheduled: "Elektrikeren kommer i tidsvinduet du valgte.",
  in_progress: "Elektrikeren er i gang med jobben.",
  completed: "Jobben er ferdig. Faktura kommer på e-post.",
  invoiced: "Jobben er ferdig og fakturert. Takk for at du handlet hos oss!",
  cancelled: "Prosjektet er kansellert.",
};
