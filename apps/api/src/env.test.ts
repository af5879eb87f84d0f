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

  it("listens on this machine only in the local and test demos, unless HOST says otherwise", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({ APP_ENV: "test" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ APP_ENV: "local", HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ APP_ENV: "test", HOST: "::1" }).HOST).toBe("::1");
  });

  it("listens on every interface in a deployment (a container behind its proxy), or where HOST says", () => {
    expect(parseEnv({ APP_ENV: "staging" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ APP_ENV: "production" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ APP_ENV: "production", HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
    expect(() => parseEnv({ HOST: "" })).toThrow(/HOST/);
  });

  it("points links at the server that sent them: PUBLIC_URL follows PORT unless it is set", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4123" }).PUBLIC_URL).toBe("http://localhost:4123");
    expect(parseEnv({ APP_ENV: "test", PORT: "4124" }).PUBLIC_URL).toBe("http://localhost:4124");
    expect(parseEnv({ PORT: "4123", PUBLIC_URL: "https://montortorget.no" }).PUBLIC_URL).toBe(
      "https://montortorget.no",
    );
  });
});
