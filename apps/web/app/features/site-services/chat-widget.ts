/** The Chatwoot website widget: its SDK script, then `chatwootSDK.run`; shown and hidden through `$chatwoot`. */
declare global {
  interface Window {
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
    chatwootSettings?: Record<string, unknown>;
    $chatwoot?: {
      toggleBubbleVisibility?(visibility: "show" | "hide"): void;
      toggle?(state: "open" | "close"): void;
    };
  }
}

/** The installation's base address: the SDK lives at `<base>/packs/js/sdk.js`. */
export function chatBaseUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl);
  const base = url.pathname.replace(/\/packs\/js\/sdk\.js$/, "");
  return base === url.pathname ? url.origin : `${url.origin}${base.replace(/\/$/, "")}`;
}

let loaded = false;
let wanted: "show" | "hide" = "show";

function apply(): void {
  const chat = window.$chatwoot;
  if (!chat) return;
  if (wanted === "hide") chat.toggle?.("close");
  chat.toggleBubbleVisibility?.(wanted);
}

/** Loads the widget once, then keeps it shown or hidden as asked. */
export function showChat(config: { scriptUrl: string; token: string }, visible: boolean): void {
  wanted = visible ? "show" : "hide";
  if (loaded) {
    apply();
    return;
  }
  if (!visible) return;
  loaded = true;
  window.chatwootSettings = { locale: "no", position: "right", type: "standard" };
  // The widget calls this once it is ready; what was asked meanwhile applies then.
  window.addEventListener("chatwoot:ready", apply);
  const script = document.createElement("script");
  script.async = true;
  script.src = config.scriptUrl;
  script.dataset.chatWidget = "";
  script.onload = () =>
    window.chatwootSDK?.run({ websiteToken: config.token, baseUrl: chatBaseUrl(config.scriptUrl) });
  document.body.append(script);
}
