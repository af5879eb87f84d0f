import { describe, expect, it } from "vitest";
import {
  AUTH_COOKIE_DAYS,
  AUTH_COOKIE_NAME,
  allowsDevLogin,
  cookieMaxAgeSeconds,
  DEFAULT_COOKIE_DAYS,
} from "./session.ts";

describe("session constants", () => {
  it("the auth cookie AuthToken lives 30 days; other cookies 1 day by default", () => {
    expect(AUTH_COOKIE_NAME).toBe("AuthToken");
    expect(cookieMaxAgeSeconds(AUTH_COOKIE_DAYS)).toBe(2_592_000);
    expect(cookieMaxAgeSeconds(DEFAULT_COOKIE_DAYS)).toBe(86_400);
  });

  it("the fixed dev login code is accepted in the local and test demos only", () => {
    expect(allowsDevLogin("local")).toBe(true);
    expect(allowsDevLogin("test")).toBe(true);
    expect(allowsDevLogin("staging")).toBe(false);
    expect(allowsDevLogin("production")).toBe(false);
    expect(allowsDevLogin("development")).toBe(false);
  });
});
