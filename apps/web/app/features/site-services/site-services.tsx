import type { PublicSettings } from "@mt/contract/settings";
import type { ApiUser } from "@mt/contract/users";
import { showsChatWidget } from "@mt/domain/roles/access";
import { analyticsUser } from "@mt/domain/roles/analytics-user";
import { isBackendPath } from "@mt/domain/routes/areas";
import { allowsAnalytics, allowsFunctional } from "@mt/domain/state/cookie-consent";
import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { loadTagManager, reportUser, startDataLayer } from "../../lib/analytics";
import { serverReadyLazy } from "../../lib/server-ready-lazy";
import {
  type ConsentCookies,
  consentFromCookies,
  reopenConsent,
  saveConsent,
  useConsent,
} from "./consent-store";

// Only a visitor who has not chosen yet (or asks again) downloads the banner's code (decision 069).
// The server renders it from the request's cookies (decision 074), and the browser loads its chunk
// before hydrating when the server wrote it into the page, so a choice made at once is not lost (073).
const ConsentBanner = serverReadyLazy(
  () => import("./consent-banner").then((module) => module.ConsentBanner),
  "[data-consent-banner]",
);

// The widget's loader comes with its first use, only where a chat is configured and allowed; one
// promise, so the calls run in the order they were made.
let chatWidgetModule: Promise<typeof import("./chat-widget")> | null = null;
const chatWidget = () => (chatWidgetModule ??= import("./chat-widget"));

/**
 * Cookie consent, the analytics container and the chat widget (decision 039). Nothing third-party
 * loads before the visitor has chosen: the container with consent to analytics, the chat with the
 * essentials' functional consent, each only when configured.
 */
export function SiteServices({
  settings,
  user,
  consentCookies,
}: {
  settings: PublicSettings;
  user: ApiUser | null;
  consentCookies: ConsentCookies;
}) {
  const { pathname } = useLocation();
  const fromServer = useMemo(() => consentFromCookies(consentCookies), [consentCookies]);
  const consent = useConsent(fromServer);
  const touring = useTouring();
  const { analyticsContainerId, chat } = settings.siteServices;
  // Once per signed-in set of active roles, not per render.
  const reportedRoles = analyticsUser(user)?.active_roles ?? null;

  useEffect(() => startDataLayer(), []);

  useEffect(() => {
    if (reportedRoles) reportUser({ user_type: "non_customer", active_roles: reportedRoles });
  }, [reportedRoles]);

  const analytics = allowsAnalytics(consent.permissions);
  useEffect(() => {
    if (analytics && analyticsContainerId) loadTagManager(analyticsContainerId);
  }, [analytics, analyticsContainerId]);

  const functional = allowsFunctional(consent.permissions);
  const chatVisible = showsChatWidget(user, pathname, { touring });
  useEffect(() => {
    if (chat && functional) void chatWidget().then((widget) => widget.showChat(chat, chatVisible));
  }, [chat, functional, chatVisible]);

  // Staff at work in the back office are not interrupted; the footer's button still opens it there.
  const showBanner =
    consent.known && (consent.reopened || (consent.choice === null && !isBackendPath(pathname)));
  if (!showBanner) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        key={consent.reopened ? "reopened" : "first"}
        current={consent.choice}
        reopened={consent.reopened}
        onChoose={saveConsent}
      />
    </Suspense>
  );
}

/** The footer's way back to the choice. */
export function ConsentSettingsButton() {
  const opener = useRef<HTMLButtonElement>(null);
  const { reopened } = useConsent();
  const wasOpen = useRef(false);
  // Back to the button once the reopened banner has closed.
  useEffect(() => {
    if (wasOpen.current && !reopened) opener.current?.focus();
    wasOpen.current = reopened;
  }, [reopened]);
  return (
    <button ref={opener} type="button" className="consent-settings-button" onClick={reopenConsent}>
      Informasjonskapsler
    </button>
  );
}

/**
 * Touring mode: a guided tour marks `<html data-touring="true">` while it runs (decision 039);
 * the chat widget stays hidden meanwhile.
 */
function useTouring(): boolean {
  return useSyncExternalStore(subscribeTouring, isTouring, () => false);
}

function subscribeTouring(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-touring"] });
  return () => observer.disconnect();
}

function isTouring(): boolean {
  return document.documentElement.dataset.touring === "true";
}
