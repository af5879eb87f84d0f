import { describe, expect, it } from "vitest";
import { FINAL_PHASES, phaseText, reconnectDelay } from "./meeting-texts";

describe("the meeting's texts", () => {
  it("tells each side who has not joined", () => {
    expect(phaseText("waiting", "CUSTOMER")).toMatch(/Befareren har ikke koblet seg på/);
    expect(phaseText("waiting", "STAFF")).toMatch(/Kunden har ikke koblet seg på/);
    expect(phaseText("camera-refused", "CUSTOMER")).toMatch(/tilgang til kamera/);
    expect(phaseText("reconnecting", "STAFF")).toMatch(/koble til igjen/);
  });

  it("says the meeting is over once the inspection is done or cancelled, and stops there", () => {
    expect(phaseText("closed", "CUSTOMER")).toMatch(/avsluttet\. Lenken virker ikke lenger/);
    expect(phaseText("closed", "STAFF")).toMatch(/markert som utført eller avlyst/);
    expect(FINAL_PHASES).toContain("closed");
  });

  it("waits longer between reconnects, up to ten seconds", () => {
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
