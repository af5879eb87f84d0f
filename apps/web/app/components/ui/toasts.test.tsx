import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ToastApi, ToastProvider, useToast } from "./toasts";

let toast: ToastApi;

function Capture() {
  toast = useToast();
  return null;
}

function renderProvider() {
  return render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

const politeRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
const assertiveRegion = () => document.querySelector('[aria-live="assertive"]') as HTMLElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("toasts", () => {
  it("has both live regions in the page before any toast appears", () => {
    renderProvider();
    expect(politeRegion().textContent).toBe("");
    expect(assertiveRegion().textContent).toBe("");
  });

  it("shows a success toast in the polite region after 100 ms", () => {
    renderProvider();
    act(() => toast.success("Lagret"));
    advance(99);
    expect(politeRegion().textContent).toBe("");
    advance(1);
    expect(politeRegion().textContent).toBe("Lagret");
    expect(assertiveRegion().textContent).toBe("");
  });

  it("shows an error toast in the assertive region", () => {
    renderProvider();
    act(() => toast.error("Noe gikk galt"));
    advance(100);
    expect(assertiveRegion().textContent).toBe("Noe gikk galt");
    expect(politeRegion().textContent).toBe("");
  });

  it("stays for 3000 ms, then fades out over 500 ms and is removed", () => {
    renderProvider();
    act(() => toast.success("Lagret"));
    advance(100);
    const item = politeRegion().firstElementChild as HTMLElement;

    advance(2999);
    expect(item.classList.contains("ui-toast--leaving")).toBe(false);
    advance(1);
    expect(item.classList.contains("ui-toast--leaving")).toBe(true);
    advance(499);
    expect(politeRegion().textContent).toBe("Lagret");
    advance(1);
    expect(politeRegion().textContent).toBe("");
  });

  it("skips the fade when the user prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    renderProvider();
    act(() => toast.success("Lagret"));
    advance(100 + 2999);
    expect(politeRegion().textContent).toBe("Lagret");
    advance(1);
    expect(politeRegion().textContent).toBe("");
  });

  it("keeps several toasts, each on its own timer", () => {
    renderProvider();
    act(() => toast.success("Første"));
    advance(1000);
    act(() => toast.success("Andre"));
    advance(100);
    expect(politeRegion().textContent).toBe("FørsteAndre");
    advance(2500);
    expect(politeRegion().textContent).toBe("Andre");
  });

  it("cancels pending timers when the provider unmounts", () => {
    const { unmount } = renderProvider();
    act(() => toast.success("Lagret"));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives the same toast object on every render", () => {
    const { rerender } = renderProvider();
    const first = toast;
    rerender(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    expect(toast).toBe(first);
  });

  it("refuses to work outside a ToastProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
