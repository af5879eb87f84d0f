import { type RefObject, useEffect } from "react";

/** While `open`, a press anywhere outside `root` calls `close` (a dropdown's or a panel's click outside). */
export function usePointerOutside(root: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [root, open, close]);
}
