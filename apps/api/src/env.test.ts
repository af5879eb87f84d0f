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

  it("keeps the deployment (APP_ENV) apart from the optimised build (NODE_ENV)", () => {
    expect(parseEnv({ NODE_ENV: "production" }).APP_ENV).toBe("local");
    expect(parseEnv({ NODE_ENV: "test" }).APP_ENV).toBe("local");
    expect(parseEnv({ NODE_ENV: "development", APP_ENV: "production" }).APP_ENV).toBe("production");
    expect(() => parseEnv({ APP_ENV: "prod" })).toThrow(/APP_ENV/);
    // An empty value is a mistake, not the demo: a deployment must not fall back to the demo people.
    expect(() => parseEnv({ APP_ENV: "" })).toThrow(/APP_ENV/);
  });

  it("refuses the dev login code in staging and production, in both languages", () => {
    for (const APP_ENV of ["staging", "production"]) {
      expect(() => parseEnv({ APP_ENV, DEV_LOGIN_CODE: "1234" })).toThrow(
        /DEV_LOGIN_CODE: ikke tillatt når APP_ENV=\w+; fjern den \/ not allowed/,
      );
    }
    expect(parseEnv({ APP_ENV: "local", DEV_LOGIN_CODE: "1234" }).DEV_LOGIN_CODE).toBe("1234");
    expect(parseEnv({ APP_ENV: "test", DEV_LOGIN_CODE: "1234" }).DEV_LOGIN_CODE).toBe("1234");
  });
});
