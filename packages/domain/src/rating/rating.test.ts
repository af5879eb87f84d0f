import { describe, expect, it } from "vitest";
import {
  changeDeadline,
  isRateable,
  RATING_COMMENT_MAX_LENGTH,
  ratingChangeable,
  ratingInputSchema,
} from "./rating.ts";
import { formatAverage, formatRatingCount, starsLabel } from "./rating-format.ts";
import { publicReviewer, reviewerLabel } from "./rating-public.ts";

describe("rating input", () => {
  it("takes 1 to 5 whole stars and an optional trimmed comment", () => {
    expect(ratingInputSchema.parse({ stars: 5, comment: "  Veldig bra!  " })).toEqual({
      stars: 5,
      comment: "Veldig bra!",
    });
    expect(ratingInputSchema.parse({ stars: "3" })).toEqual({ stars: 3 });
    expect(ratingInputSchema.parse({ stars: 1, comment: "   " })).toEqual({ stars: 1, comment: null });
  });

  it("refuses other stars with a Norwegian message", () => {
    for (const stars of [0, 6, 2.5, "x"]) {
      const result = ratingInputSchema.safeParse({ stars });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Velg fra 1 til 5 stjerner");
    }
  });

  it("refuses a comment over the maximum length", () => {
    const result = ratingInputSchema.safeParse({
      stars: 4,
      comment: "a".repeat(RATING_COMMENT_MAX_LENGTH + 1),
    });
    expect(result.error?.issues[0]?.message).toBe("Må være maks 1000 tegn");
    expect(
      ratingInputSchema.safeParse({ stars: 4, comment: "a".repeat(RATING_COMMENT_MAX_LENGTH) }).success,
    ).toBe(true);
  });
});

describe("when a rating may be given and changed", () => {
  it("rates completed and invoiced projects only", () => {
    expect(isRateable("completed")).toBe(true);
    expect(isRateable("invoiced")).toBe(true);
    expect(isRateable("in_progress")).toBe(false);
    expect(isRateable("cancelled")).toBe(false);
  });

  const createdAt = new Date("2026-11-01T10:00:00Z");
  it("may be changed for 14 days while the comment is not moderated", () => {
    expect(changeDeadline(createdAt).toISOString()).toBe("2026-11-15T10:00:00.000Z");
    expect(ratingChangeable({ createdAt, commentStatus: "pending" }, new Date("2026-11-15T09:59:59Z"))).toBe(
      true,
    );
    expect(ratingChangeable({ createdAt, commentStatus: null }, new Date("2026-11-15T10:00:00Z"))).toBe(
      false,
    );
  });

  it("is locked once the comment is approved or rejected", () => {
    const soon = new Date("2026-11-02T10:00:00Z");
    expect(ratingChangeable({ createdAt, commentStatus: "approved" }, soon)).toBe(false);
    expect(ratingChangeable({ createdAt, commentStatus: "rejected" }, soon)).toBe(false);
    expect(ratingChangeable({ createdAt, commentStatus: null }, soon)).toBe(true);
  });
});

describe("Norwegian formats", () => {
  it("writes the average with a decimal comma", () => {
    expect(formatAverage(4.6)).toBe("4,6 av 5");
    expect(formatAverage(4.65)).toBe("4,7 av 5");
    expect(formatAverage(5)).toBe("5,0 av 5");
    expect(formatAverage(3.333)).toBe("3,3 av 5");
  });

  it("counts ratings", () => {
    expect(formatRatingCount(0)).toBe("Ingen vurderinger ennå");
    expect(formatRatingCount(1)).toBe("1 vurdering");
    expect(formatRatingCount(12)).toBe("12 vurderinger");
  });

  it("labels stars", () => {
    expect(starsLabel(1)).toBe("1 av 5 stjerner");
    expect(starsLabel(4)).toBe("4 av 5 stjerner");
  });
});

describe("who a public comment names", () => {
  it("gives the first name and the place only", () => {
    expect(publicReviewer({ firstName: "Nora Marie", place: "OSLO" })).toEqual({
      firstName: "Nora",
      place: "Oslo",
    });
    expect(publicReviewer({ firstName: " ola ", place: "MO I RANA" })).toEqual({
      firstName: "Ola",
      place: "Mo i Rana",
    });
    expect(publicReviewer({ firstName: "Kari", place: "Lillehammer" }).place).toBe("Lillehammer");
    expect(publicReviewer({ firstName: "", place: null })).toEqual({ firstName: "Kunde", place: null });
  });

  it("labels the reviewer", () => {
    expect(reviewerLabel({ firstName: "Nora", place: "Oslo" })).toBe("Nora, Oslo");
    expect(reviewerLabel({ firstName: "Nora", place: null })).toBe("Nora");
  });
});
