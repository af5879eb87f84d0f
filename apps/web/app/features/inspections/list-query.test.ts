import { describe, expect, it } from "vitest";
import { inspectionListHref, inspectionQueryFromUrl } from "./list-query";

describe("the inspections list's URL", () => {
  it("keeps the filters the API takes and drops the rest", () => {
    const query = inspectionQueryFromUrl(
      new URLSearchParams("mode=VIDEO&from=2026-03-01&to=nope&state=done&page=0&other=1"),
    );
    expect(query).toEqual({ mode: "VIDEO", from: "2026-03-01", state: "done" });
  });

  it("writes one URL per list, without defaults", () => {
    expect(inspectionListHref("/inspection/liste", { state: "open", page: 1 })).toBe("/inspection/liste");
    expect(inspectionListHref("/inspection/liste", { mode: "ON_SITE", page: 2 })).toBe(
      "/inspection/liste?mode=ON_SITE&page=2",
    );
  });
});
