import { describe, expect, it } from "vitest";
import { withMonths } from "./job-ratings.server";

describe("the job page's ratings, prepared on the server", () => {
  it("writes each comment's month as it is in Oslo", () => {
    const shown = withMonths({
      average: 5,
      count: 2,
      comments: [
        { firstName: "Nora", place: "Oslo", stars: 5, comment: "Bra.", at: "2026-10-05T12:00:00.000Z" },
        // 23:30 UTC on 31 January is already February in Oslo.
        { firstName: "Ola", place: null, stars: 5, comment: "Fint.", at: "2026-01-31T23:30:00.000Z" },
      ],
    });
    expect(shown.comments.map((comment) => comment.month)).toEqual(["oktober 2026", "februar 2026"]);
  });
});
