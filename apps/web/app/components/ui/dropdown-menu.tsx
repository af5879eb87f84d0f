import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { usePointerOutside } from "../../lib/use-pointer-outside";

/**
 * A button that opens a list of links below it (the disclosure pattern for navigation): the button
 * says whether the list is open (`aria-expanded`); Escape closes it and gives focus back to the
 * button; the arrow keys move between the links; a click on a link, outside, or focus leaving closes it.
 * Its children are the list's items (`<li>` with a link each).
 */
export function DropdownMenu({
  label,
  children,
  align = "end",
}: {
  label: ReactNode;
  children: ReactNode;
  /** The side of the button the list lines up with. */
  align?: "start" | "end";
}) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  usePointerOutside(root, open, closeMenu);

  const links = () => [...(root.current?.querySelectorAll<HTMLElement>("ul a[href]") ?? [])];
  function focusLink(next: (index: number, count: number) => number) {
    const all = links();
    if (all.length === 0) return;
    const index = all.indexOf(document.activeElement as HTMLElement);
    all[next(index, all.length)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      // The list must be shown before a link in it can take focus.
      if (!open) flushSync(() => setOpen(true));
      focusLink((index, count) =>
        index < 0 ? (down ? 0 : count - 1) : (index + (down ? 1 : -1) + count) % count,
      );
    } else if ((event.key === "Home" || event.key === "End") && open) {
      event.preventDefault();
      focusLink((_, count) => (event.key === "Home" ? 0 : count - 1));
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and focus of the button and links inside bubble up to here.
    <div
      ref={root}
      className="dropdown-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <svg
          className="dropdown-menu__chevron"
          viewBox="0 0 16 16"
          width="12"
          height="12"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M3 6l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click; this only closes the list behind it. */}
      <ul
        id={listId}
        className={`dropdown-menu__list dropdown-menu__list--${align}`}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
