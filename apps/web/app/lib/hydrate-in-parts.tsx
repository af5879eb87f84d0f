import { type ReactNode, Suspense } from "react";

/**
 * Hydration in parts (decision 054). Preact hydrates a page in one task; on a mid-range phone that
 * task was 150–300 ms, all of it Total Blocking Time, since hydration starts after the first paint
 * (decision 050). A part suspends during the first hydration only, until a later task: Preact keeps
 * its server HTML meanwhile, then hydrates it in that task. Parts come in the order they first
 * render, one task each. The server renders them as plain content, with no `<Suspense>`: around
 * content that suspends on the server (the route's streamed data), a boundary would make React send
 * what follows first and stream the part in later, and the footer would jump down when it arrived.
 */

/** Each part's wait, by name; a part never seen during the first hydration renders at once. */
const parts = new Map<string, { promise: Promise<void>; done: boolean }>();
let firstHydration = !import.meta.env.SSR;
let lastPart: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function waitForTurn(name: string): Promise<void> | null {
  const known = parts.get(name);
  if (known) return known.done ? null : known.promise;
  if (!firstHydration) return null;
  const part = { promise: lastPart.then(nextTask), done: false };
  part.promise.then(() => {
    part.done = true;
  });
  parts.set(name, part);
  lastPart = part.promise;
  return part.promise;
}

function Part({ name, children }: { name: string; children: ReactNode }) {
  const turn = waitForTurn(name);
  if (turn) throw turn;
  return children;
}

/**
 * `children` hydrated in a task of their own. They must render exactly one element: Preact keeps
 * one server node for a suspended component.
 */
export function HydratedLater({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR) return children;
  return (
    <Suspense fallback={null}>
      <Part name={name}>{children}</Part>
    </Suspense>
  );
}

/**
 * Resolves once every part of the first hydration has hydrated (a task after the last one's turn),
 * so start-up work and the page's "hydrated" mark come after all of it. Call after hydration began.
 */
export function partsHydrated(): Promise<void> {
  firstHydration = false;
  return lastPart.then(nextTask);
}
