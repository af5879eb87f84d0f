import { describe, expect, it } from "vitest";
import { lineData } from "../../testing/fixtures";
import { changedLineFields } from "./cart-calls";

const line = {
  id: 7,
  type: "JOB" as const,
  data: lineData({
    typeKey: "ELECTRICIAN",
    answers: { avstand: 14, bilde: ["/media/kunde/a.jpg"] },
    images: ["/media/kunde/a.jpg"],
    commentForElectrician: "Ring på",
  }),
};
const unchanged = {
  jobTypeId: 1,
  jobTypeVersionId: 1,
  answers: { avstand: 14, bilde: ["/media/kunde/a.jpg"] },
  images: ["/media/kunde/a.jpg"],
  commentForElectrician: "Ring på",
};

describe("an edited line sends only what changed", () => {
  it("sends nothing for an unchanged line, and never the template id", () => {
    expect(changedLineFields(line, unchanged)).toEqual({});
  });

  it("sends only the comment when only the comment changed (a cleared one as null)", () => {
    expect(changedLineFields(line, { ...unchanged, commentForElectrician: "Hund" })).toEqual({
      commentForElectrician: "Hund",
    });
    expect(changedLineFields(line, { ...unchanged, commentForElectrician: null })).toEqual({
      commentForElectrician: null,
    });
  });

  it("sends answers, images or another version only when they differ", () => {
    expect(
      changedLineFields(line, { ...unchanged, answers: { avstand: 20, bilde: [] }, images: [] }),
    ).toEqual({
      answers: { avstand: 20, bilde: [] },
      images: [],
    });
    expect(changedLineFields(line, { ...unchanged, jobTypeVersionId: 15 })).toEqual({ jobTypeVersionId: 15 });
  });
});
