import { afterEach, describe, expect, it, vi } from "vitest";
import { reportError, startErrorReports, stopErrorReports } from "./error-reports";

afterEach(() => stopErrorReports());

describe("the browser's error reports", () => {
  it("drop errors when the site reports nothing (no DSN)", () => {
    stopErrorReports();
    reportError(new Error("dropped"));
    const send = vi.fn();
    startErrorReports(send);
    expect(send).not.toHaveBeenCalled();
  });

  it("send what waited, in order, once reporting starts", async () => {
    vi.resetModules();
    const fresh = await import("./error-reports");
    for (let i = 0; i < 12; i++) fresh.reportError(new Error(`feil ${i}`));
    const send = vi.fn();
    fresh.startErrorReports(send);
    expect(send).toHaveBeenCalledTimes(10);
    expect(send.mock.calls[0]?.[0]).toEqual(new Error("feil 0"));
    fresh.reportError("etter start");
    expect(send).toHaveBeenLastCalledWith("etter start");
  });
});
