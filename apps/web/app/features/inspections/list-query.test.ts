import { describe, expect, it } from "vitest";
import { inspectionQueryFromUrl, inspectionSearch, isFiltered } from "./list-query";

describe("the inspections list's URL", () => {
  it("keeps the filters the API takes and drops the rest", () => {
    const query = inspectionQueryFromUrl(
      new URLSearchParams("mode=VIDEO&from=2026-03-01&to=nope&state=done&page=0&other=1"),
    );
    expect(query).toEqual({ mode: "VIDEO", from: "2026-03-01", state: "done", page: 1 });
    expect(isFiltered(query)).toBe(true);
  });

  it("writes one URL per list, without defaults", () => {
    expect(inspectionSearch({ state: "open", page: 1 })).toBe("");
    expect(isFiltered({ state: "open", page: 3 })).toBe(false);
    expect(inspectionSearch({ mode: "ON_SITE", page: 2 })).toBe("?mode=ON_SITE&page=2");
  });
});
