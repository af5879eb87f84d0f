import { afterEach, describe, expect, it, vi } from "vitest";
import { writeCookie } from "./cookies";
import { sessionFetch } from "./session";
import { useUserStore } from "./user-store";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a 401 from any call", () => {
  it("clears the stored user and the contractor and auth cookies, logs out and reloads", async () => {
    useUserStore.getState().setUser({ id: 1, uuid: "u" } as never);
    writeCookie("ContractorId", "c-1");
    const paths: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        paths.push(url);
        return new Response(JSON.stringify({ message: "Unauthorized" }), {
          status: url.endsWith("logout") ? 200 : 401,
        });
      }),
    );
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload, href: "http://localhost/prosjekter" });
    const response = await sessionFetch("/user", { method: "GET" });
    expect(response.status).toBe(401);
    expect(useUserStore.getState().user).toBeNull();
    expect(document.cookie).not.toContain("ContractorId=c-1");
    expect(paths).toEqual(["/api/user", "/api/auth/logout"]);
    expect(reload).toHaveBeenCalledOnce();
  });
});
