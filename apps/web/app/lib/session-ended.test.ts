import type { ApiUser } from "@mt/contract/users";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserFetch } from "./api";
import { writeCookie } from "./cookies";
import { provideLoginModal } from "./login-request";
import { SESSION_ENDED_DESCRIPTION } from "./session-ended";
import { useUserStore } from "./user-store";

const nora = { id: 7, uuid: "nora" } as ApiUser;
const refused = (code = "UNAUTHORIZED", status = 401) =>
  new Response(JSON.stringify({ message: "Unauthorized", code, errors: {} }), { status });

let withdraw = () => {};
let reload = vi.fn();
let paths: string[] = [];

/** The server refuses the first call to `path` with `firstAnswer`, then answers everything with 200. */
function serverRefusingOnce(path: string, firstAnswer: Response) {
  let refusedOnce = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      paths.push(url);
      if (url === `/api${path}` && !refusedOnce) {
        refusedOnce = true;
        return firstAnswer;
      }
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
    }),
  );
}

beforeEach(() => {
  paths = [];
  reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload, href: "http://localhost/dashboard" });
  useUserStore.getState().setUser(nora);
  writeCookie("ContractorId", "c-1");
});
afterEach(() => {
  withdraw();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useUserStore.getState().setUser(null);
});

describe("a session that ends while the page is in use (spec section 4, decision 066)", () => {
  it("clears the session, asks for a login in the modal, and sends the refused call again for the same person", async () => {
    const asked: (string | undefined)[] = [];
    withdraw = provideLoginModal(async (request) => {
      asked.push(request.description);
      // The session is gone while the modal is open.
      expect(useUserStore.getState().user).toBeNull();
      expect(document.cookie).not.toContain("ContractorId=c-1");
      useUserStore.getState().setUser(nora);
      return nora;
    });
    serverRefusingOnce("/project/p-1/rating", refused());
    const response = await browserFetch("/project/p-1/rating", { method: "POST", body: { stars: 5 } });
    expect(response.status).toBe(200);
    expect(asked).toEqual([SESSION_ENDED_DESCRIPTION]);
    expect(paths).toEqual(["/api/project/p-1/rating", "/api/auth/logout", "/api/project/p-1/rating"]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads the page when the modal is closed, or another person signs in", async () => {
    for (const answer of [null, { id: 8, uuid: "lars" } as ApiUser]) {
      reload.mockClear();
      useUserStore.getState().setUser(nora);
      withdraw = provideLoginModal(async () => answer);
      serverRefusingOnce("/user", refused());
      const response = await browserFetch("/user", { method: "GET" });
      expect(response.status).toBe(401);
      expect(reload).toHaveBeenCalledOnce();
      withdraw();
    }
  });

  it("asks once for calls refused together", async () => {
    let asked = 0;
    withdraw = provideLoginModal(async () => {
      asked += 1;
      useUserStore.getState().setUser(nora);
      return nora;
    });
    let refusals = 2;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url !== "/api/auth/logout" && refusals-- > 0 ? refused() : new Response("{}", { status: 200 }),
      ),
    );
    const answers = await Promise.all([browserFetch("/a"), browserFetch("/b")]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(asked).toBe(1);
  });

  it("leaves other 401s to the caller: a link's code, or a call sent while nobody was signed in", async () => {
    const ask = vi.fn(async () => null);
    withdraw = provideLoginModal(ask);
    serverRefusingOnce("/inspection/video", refused("MEETING_LINK_INVALID"));
    expect((await browserFetch("/inspection/video")).status).toBe(401);
    useUserStore.getState().setUser(null);
    serverRefusingOnce("/auth/confirm", refused());
    expect((await browserFetch("/auth/confirm", { method: "POST", body: {} })).status).toBe(401);
    expect(ask).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
