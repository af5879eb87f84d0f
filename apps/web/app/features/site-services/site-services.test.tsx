import type { PublicSettings } from "@mt/contract/settings";
import type { ApiUser } from "@mt/contract/users";
import { CONSENT_COOKIE, CONSENT_PERMISSIONS_COOKIE } from "@mt/domain/state/cookie-consent";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { deleteCookie, readCookie } from "../../lib/cookies";
import { chatBaseUrl } from "./chat-widget";
import { ConsentSettingsButton, SiteServices } from "./site-services";

const settings: PublicSettings = {
  productName: "Montørtorget",
  environment: "test",
  appVersion: "1",
  cartVersion: "1",
  customerService: { phone: "+4780012345", email: "kundeservice@example.no" },
  siteServices: {
    analyticsContainerId: "GTM-TEST123",
    chat: { scriptUrl: "https://chat.example.no/packs/js/sdk.js", token: "token-1" },
    errorReportingDsn: null,
  },
};

const NO_COOKIES = { consent: null, permissions: null };

function renderAt(path: string, user: ApiUser | null = null) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteServices settings={settings} user={user} consentCookies={NO_COOKIES} />
      <ConsentSettingsButton />
    </MemoryRouter>,
  );
}

const scripts = (selector: string) => document.querySelectorAll(`script[${selector}]`);
/** The data layer's Consent Mode commands, as [command, kind, permissions]. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === "consent");

afterAll(() => {
  cleanup();
  for (const name of [CONSENT_COOKIE, CONSENT_PERMISSIONS_COOKIE]) deleteCookie(name);
});

/** What the server sends for `path`, every lazy part resolved. */
async function serverHtml(path: string, cookies: { consent: string | null; permissions: string | null }) {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <SiteServices settings={settings} user={null} consentCookies={cookies} />
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

describe("site services", () => {
  it("puts the banner in the server's HTML for a visitor without a choice, and leaves it out after one", async () => {
    expect(await serverHtml("/", NO_COOKIES)).toContain("Vi bruker informasjonskapsler");
    expect(await serverHtml("/", { consent: "essentials", permissions: null })).not.toContain(
      "Vi bruker informasjonskapsler",
    );
    expect(await serverHtml("/prosjekter", NO_COOKIES)).not.toContain("Vi bruker informasjonskapsler");
  });

  it("finds the Chatwoot installation's base from the SDK address", () => {
    expect(chatBaseUrl("https://chat.example.no/packs/js/sdk.js")).toBe("https://chat.example.no");
    expect(chatBaseUrl("https://example.no/chatwoot/packs/js/sdk.js")).toBe("https://example.no/chatwoot");
    expect(chatBaseUrl("http://127.0.0.1:4000/other.js")).toBe("http://127.0.0.1:4000");
  });

  it("asks first, loads nothing meanwhile, and signals all denied before anything", async () => {
    renderAt("/");
    expect(await screen.findByRole("region", { name: "Vi bruker informasjonskapsler" })).toBeTruthy();
    expect(consentCommands()[0]?.[1]).toBe("default");
    expect(Object.values(consentCommands()[0]?.[2] as object).every((v) => v === "denied")).toBe(true);
    expect(scripts("data-tag-manager")).toHaveLength(0);
    expect(scripts("data-chat-widget")).toHaveLength(0);
    cleanup();
  });

  it("reports a non-customer's active roles, and keeps the banner out of the back office before any choice", () => {
    const staff = { activeRoles: ["CASEWORKER"], roles: ["CASEWORKER"] } as unknown as ApiUser;
    renderAt("/prosjekter", staff);
    expect(window.dataLayer).toContainEqual({
      event: "user_data",
      user_type: "non_customer",
      active_roles: "CASEWORKER",
    });
    expect(screen.queryByRole("region", { name: "Vi bruker informasjonskapsler" })).toBeNull();
    cleanup();
  });

  it("the essentials alone: the chat loads, the analytics container does not", async () => {
    renderAt("/");
    fireEvent.click(await screen.findByRole("button", { name: "Kun nødvendige" }));
    expect(screen.queryByRole("region", { name: "Vi bruker informasjonskapsler" })).toBeNull();
    expect(readCookie(CONSENT_COOKIE)).toBe("essentials");
    expect(JSON.parse(readCookie(CONSENT_PERMISSIONS_COOKIE) ?? "{}").analytics_storage).toBe("denied");
    expect(consentCommands().at(-1)?.[1]).toBe("update");
    expect(scripts("data-tag-manager")).toHaveLength(0);
    // The widget's loader is a chunk of its own, loaded with its first use.
    await waitFor(() =>
      expect((scripts("data-chat-widget")[0] as HTMLScriptElement | undefined)?.src).toBe(
        settings.siteServices.chat?.scriptUrl,
      ),
    );
    cleanup();
  });

  it("the footer's button opens the groups; ticking the others loads the container", async () => {
    renderAt("/");
    fireEvent.click(screen.getByRole("button", { name: "Informasjonskapsler" }));
    expect(document.activeElement?.textContent).toBe("Vi bruker informasjonskapsler");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Statistikk og markedsføring" }));
    fireEvent.click(screen.getByRole("button", { name: "Lagre valget" }));
    expect(readCookie(CONSENT_COOKIE)).toBe("all");
    const script = scripts("data-tag-manager")[0] as HTMLScriptElement | undefined;
    expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
    expect(document.activeElement?.textContent).toBe("Informasjonskapsler");
    cleanup();
  });

  it("hides the chat while a guided tour runs, and shows it again after", async () => {
    let visibility = "";
    window.$chatwoot = { toggleBubbleVisibility: (value) => (visibility = value), toggle: () => {} };
    renderAt("/");
    await waitFor(() => expect(visibility).toBe("show"));
    await act(async () => {
      document.documentElement.dataset.touring = "true";
    });
    await waitFor(() => expect(visibility).toBe("hide"));
    await act(async () => {
      delete document.documentElement.dataset.touring;
    });
    await waitFor(() => expect(visibility).toBe("show"));
    cleanup();
  });
});
