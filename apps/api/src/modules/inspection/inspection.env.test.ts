import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../env.ts";

describe("INSPECTION_ICE_SERVERS", () => {
  it("is none by default, and a JSON list of STUN/TURN servers when set", () => {
    expect(parseEnv({}).INSPECTION_ICE_SERVERS).toEqual([]);
    const servers = [
      { urls: "stun:stun.example.no:3478" },
      { urls: ["turn:turn.example.no:3478"], username: "u", credential: "p" },
    ];
    expect(parseEnv({ INSPECTION_ICE_SERVERS: JSON.stringify(servers) }).INSPECTION_ICE_SERVERS).toEqual(
      servers,
    );
  });

  it("stops the server on anything else, naming the variable", () => {
    for (const bad of ["stun:x", "{}", '[{"url":"stun:x"}]']) {
      expect(() => parseEnv({ INSPECTION_ICE_SERVERS: bad })).toThrow(EnvError);
      expect(() => parseEnv({ INSPECTION_ICE_SERVERS: bad })).toThrow(/INSPECTION_ICE_SERVERS/);
    }
  });
});
