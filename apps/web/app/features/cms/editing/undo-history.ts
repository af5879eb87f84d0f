export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The kind of the last change; a change of the same kind soon after joins it as one undo step. */
  lastGroup: string | null;
  lastAt: number;
}

export const HISTORY_LIMIT = 100;
const GROUP_WINDOW_MS = 1000;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastGroup: null, lastAt: 0 };
}

/**
 * The history after a change. Typing into one field makes many changes a second; with a `group`
 * (e.g. the field's path) those within a second of each other are undone together.
 */
export function record<T>(
  history: History<T>,
  next: T,
  group: string | null = null,
  now = Date.now(),
): History<T> {
  const joins = group !== null && group === history.lastGroup && now - history.lastAt < GROUP_WINDOW_MS;
  const past = joins ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastGroup: group, lastAt: now };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastGroup: null,
    lastAt: 0,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, lastGroup: null, lastAt: 0 };
}

/** Replaces the present without an undo step (e.g. the server's copy after a conflict). */
export function reset<T>(history: History<T>, present: T): History<T> {
  return { ...history, present, lastGroup: null, lastAt: 0 };
}
