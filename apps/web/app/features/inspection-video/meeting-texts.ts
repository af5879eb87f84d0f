/** What the meeting page tells the user, by the state of the call. */
export type MeetingPhase =
  | "starting"
  | "camera-refused"
  | "no-camera"
  | "waiting"
  | "connecting"
  | "connected"
  | "reconnecting"
  | "full"
  | "replaced"
  | "refused"
  | "closed"
  | "ended";

export function phaseText(phase: MeetingPhase, side: "CUSTOMER" | "STAFF"): string {
  switch (phase) {
    case "starting":
      return "Starter kamera og mikrofon …";
    case "camera-refused":
      return "Vi fikk ikke tilgang til kamera og mikrofon. Gi nettleseren lov (ofte via hengelåsen ved adressefeltet), og last siden på nytt.";
    case "no-camera":
      return "Fant ikke noe kamera eller mikrofon på denne enheten. Prøv fra mobilen.";
    case "waiting":
      return side === "CUSTOMER"
        ? "Befareren har ikke koblet seg på ennå. Bli på siden, så starter videoen når hen kommer."
        : "Kunden har ikke koblet seg på ennå. Du kan sende lenken på SMS fra prosjektsiden.";
    case "connecting":
      return "Kobler til …";
    case "connected":
      return "Tilkoblet.";
    case "reconnecting":
      return "Forbindelsen ble brutt. Vi prøver å koble til igjen …";
    case "full":
      return "Det er allerede noen andre i denne videobefaringen.";
    case "replaced":
      return "Du ble med i videobefaringen fra et annet vindu eller en annen enhet. Denne fanen er koblet fra.";
    case "refused":
      return "Du har ikke tilgang til denne videobefaringen, eller lenken virker ikke lenger (den gjelder bare mens befaringen pågår).";
    case "closed":
      return side === "CUSTOMER"
        ? "Videobefaringen er avsluttet. Lenken virker ikke lenger; du finner prosjektet på Min side."
        : "Videobefaringen er avsluttet: befaringen er markert som utført eller avlyst.";
    case "ended":
      return "Du har lagt på.";
  }
}

/** Phases after which the page stops trying by itself. */
export const FINAL_PHASES: readonly MeetingPhase[] = [
  "camera-refused",
  "no-camera",
  "full",
  "replaced",
  "refused",
  "closed",
  "ended",
];

/** Wait before the n-th reconnect attempt (1 s, 2 s, 4 s … at most 10 s). */
export function reconnectDelay(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** Math.max(0, attempt));
}
