import { createContext, type ReactNode, use, useEffect, useMemo, useRef, useState } from "react";

// Spec section 9; tokens.css mirrors them for the CSS.
export const TOAST_DELAY_MS = 100;
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 500;

export type ToastType = "success" | "error";

export interface ToastApi {
  success: (text: string) => void;
  error: (text: string) => void;
}

interface ToastItem {
  id: number;
  type: ToastType;
  text: string;
  leaving: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const api = useMemo<ToastApi>(() => {
    function after(ms: number, run: () => void) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        run();
      }, ms);
      timers.current.add(timer);
    }

    function show(type: ToastType, text: string) {
      nextId.current += 1;
      const id = nextId.current;
      const leaveAt = TOAST_DELAY_MS + TOAST_DURATION_MS;
      const fade = prefersReducedMotion() ? 0 : TOAST_FADE_MS;
      after(TOAST_DELAY_MS, () => setToasts((list) => [...list, { id, type, text, leaving: false }]));
      if (fade > 0) {
        after(leaveAt, () =>
          setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t))),
        );
      }
      after(leaveAt + fade, () => setToasts((list) => list.filter((t) => t.id !== id)));
    }

    return { success: (text) => show("success", text), error: (text) => show("error", text) };
  }, []);

  // The live regions are always in the page: screen readers only announce text added to an existing region.
  return (
    <ToastContext value={api}>
      {children}
      <div className="ui-toasts">
        <ToastRegion live="polite" toasts={toasts.filter((t) => t.type === "success")} />
        <ToastRegion live="assertive" toasts={toasts.filter((t) => t.type === "error")} />
      </div>
    </ToastContext>
  );
}

function ToastRegion({ live, toasts }: { live: "polite" | "assertive"; toasts: ToastItem[] }) {
  return (
    <div className="ui-toasts__region" aria-live={live}>
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={`ui-toast ui-toast--${toast.type}${toast.leaving ? " ui-toast--leaving" : ""}`}
        >
          {toast.text}
        </p>
      ))}
    </div>
  );
}

/** `const toast = useToast(); toast.success("Lagret");` The returned object never changes. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast() must be used inside <ToastProvider>.");
  return api;
}
