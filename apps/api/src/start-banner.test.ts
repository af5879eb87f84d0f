import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { DEMO_USERS } from "./modules/users/users.seed.ts";
import { startBanner } from "./start-banner.ts";

const deployment = { APP_ENV: "production", AUTH_SECRET: "a-deployment-secret-of-at-least-32-chars" };

describe("what the server says once it listens", () => {
  it("tells a demo's user where it is, who to sign in as and where the messages land, in a screenful", () => {
    const text = startBanner(parseEnv({ PORT: "3100" }), "/srv/app");
    expect(text.length).toBeLessThanOrEqual(20);
    const all = text.join("\n");
    expect(all).toContain("http://localhost:3100  (lokal demo, bare denne maskinen når den)");
    for (const person of DEMO_USERS) expect(all).toContain(`${person.firstName} ${person.lastName}`);
    expect(all).toContain("+47 900 00 001");
    expect(all).toContain("tail -f data/outbox.jsonl");
    expect(all).toContain("LOG_LEVEL=info viser dem");
  });

  it("names the fixed code and the request log when they are set", () => {
    const all = startBanner(parseEnv({ DEV_LOGIN_CODE: "2468", LOG_LEVEL: "info" })).join("\n");
    expect(all).toContain("Koden er alltid 2468 (DEV_LOGIN_CODE)");
    expect(all).toContain("Hver forespørsel logges (LOG_LEVEL=info)");
  });

  it("leaves a deployment to its JSON log, which shows every request by default", () => {
    expect(startBanner(parseEnv(deployment))).toEqual([]);
    expect(parseEnv(deployment).LOG_LEVEL).toBe("info");
    expect(parseEnv({}).LOG_LEVEL).toBe("warn");
  });
});
