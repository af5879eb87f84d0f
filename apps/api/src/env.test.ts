import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("environment", () => {
  it("gives defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_ENV).toBe("local");
  });

  it("names every bad variable at once", () => {
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const names = (error as EnvError).problems.map((p) => p.split(":")[0]);
      expect(names).toEqual(expect.arrayContaining(["PORT", "DATABASE_URL", "LOG_LEVEL"]));
    }
  });

  it("accepts a PostgreSQL server URL and treats an empty one as unset", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).DATABASE_URL).toContain("127.0.0.1");
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("derives the production environment from NODE_ENV", () => {
    expect(parseEnv({ NODE_ENV: "production" }).APP_ENV).toBe("production");
  });
});
