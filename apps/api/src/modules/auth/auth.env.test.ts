import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../env.ts";

describe("identity configuration", () => {
  it("has safe defaults: file drivers, no dev code, no trusted proxy", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ SMS_DRIVER: "file", EMAIL_DRIVER: "file", OUTBOX_POLL_MS: 1000 });
    expect(env.DEV_LOGIN_CODE).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
    expect(env.AUTH_CODES_PER_IP_PER_HOUR).toBe(30);
  });

  it("names the settings a real provider needs", () => {
    try {
      parseEnv({ SMS_DRIVER: "http", EMAIL_DRIVER: "smtp" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems.map((p) => p.split(":")[0])).toEqual(["SMS_HTTP_URL", "SMTP_URL"]);
    }
    const env = parseEnv({ SMS_DRIVER: "http", SMS_HTTP_URL: "https://sms.example/send" });
    expect(env.SMS_HTTP_URL).toBe("https://sms.example/send");
  });

  it("refuses a dev code that is not 4 to 8 digits, and a short secret", () => {
    expect(() => parseEnv({ DEV_LOGIN_CODE: "12" })).toThrow(EnvError);
    expect(() => parseEnv({ AUTH_SECRET: "kort" })).toThrow(EnvError);
    expect(parseEnv({ DEV_LOGIN_CODE: "" }).DEV_LOGIN_CODE).toBeUndefined();
  });

  it("reads the trusted proxy and the cookie flag", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8,127.0.0.1");
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ COOKIE_SECURE: "false" }).COOKIE_SECURE).toBe(false);
    expect(parseEnv({}).COOKIE_SECURE).toBeUndefined();
  });
});
