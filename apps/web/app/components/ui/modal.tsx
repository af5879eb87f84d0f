import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  use,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Pixels, or any CSS length. Defaults to the --modal-width token (660px); never wider than 90vw. */
  width?: number | string;
  showCloseButton?: boolean;
  /** Short text under the title, linked to the dialog with aria-describedby. */
  description?: ReactNode;
  className?: string;
  /**
   * Whether closing puts focus back where it was (default). An opener that restores focus itself says
   * no: a rich-text editor puts its caret back, which a plain focus() of its element would move.
   */
  returnFocus?: boolean;
  children?: ReactNode;
}

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "summary",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[inert]") && (typeof el.checkVisibility !== "function" || el.checkVisibility()),
  );
}

// Open modals, topmost last: only the topmost one takes focus and reacts to Escape. Ordered by
// nesting depth first, because a nested modal's effects run before those of the modal around it.
const openModals: { token: symbol; depth: number }[] = [];
const ModalDepth = createContext(0);

function isTopmost(token: symbol) {
  return openModals.at(-1)?.token === token;
}

let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  if (savedBodyStyle) return;
  const { style } = document.body;
  savedBodyStyle = { overflow: style.overflow, paddingRight: style.paddingRight };
  // Keep the page from shifting sideways when the scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  style.overflow = "hidden";
}

function unlockScroll() {
  if (openModals.length > 0 || !savedBodyStyle) return;
  Object.assign(document.body.style, savedBodyStyle);
  savedBodyStyle = null;
}

const noSubscription = () => () => {};

/** Portals need document.body, so nothing renders on the server or during hydration. */
export function Modal({ open, ...props }: ModalProps) {
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!open || !isClient) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  width,
  showCloseButton = true,
  description,
  className,
  returnFocus = true,
  children,
}: Omit<ModalProps, "open">) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read during the first render: by the time effects run, autoFocus may already have moved focus.
  const [returnFocusTo] = useState(() =>
    returnFocus && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const depth = use(ModalDepth) + 1;
  const closeOnEscape = useEffectEvent(() => onClose());

  // A layout effect: focus moves in the same commit that shows the dialog, so nothing (a person's
  // next key, a test that found the dialog) sees it open with focus still behind it.
  useLayoutEffect(() => {
    const token = Symbol("modal");
    openModals.push({ token, depth });
    openModals.sort((a, b) => a.depth - b.depth);
    lockScroll();

    const dialog = dialogRef.current;
    if (dialog && isTopmost(token) && !dialog.contains(document.activeElement)) {
      const first =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        focusableIn(dialog).find((el) => !el.classList.contains("ui-modal__close"));
      (first ?? dialog).focus();
    }

    function handleKeyDown(event: globalThis.KeyboardEvent) {
      // A field inside that handles Escape itself (e.g. a combobox) prevents the default.
      if (event.key !== "Escape" || event.defaultPrevented || !isTopmost(token)) return;
      event.preventDefault();
      closeOnEscape();
    }
    document.addEventListener("keydown", handleKeyDown);

    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      openModals.splice(
        openModals.findIndex((entry) => entry.token === token),
        1,
      );
      unlockScroll();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo, depth]);

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    // Events from a nested modal bubble here through the React tree; leave them to that modal.
    if (event.key !== "Tab" || !dialog || !dialog.contains(event.target as Node)) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeOnOverlay(event: MouseEvent<HTMLDivElement>) {
    const overlay = event.currentTarget;
    const onScrollbar = overlay.clientWidth > 0 && event.clientX >= overlay.clientWidth;
    if (event.target === overlay && event.button === 0 && !onScrollbar) onClose();
  }

  const style =
    width === undefined
      ? undefined
      : ({ "--ui-modal-width": typeof width === "number" ? `${width}px` : width } as CSSProperties);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay is a mouse shortcut; keyboard users have Escape and the close button.
    <div className="ui-modal-overlay" onMouseDown={closeOnOverlay}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={["ui-modal", className].filter(Boolean).join(" ")}
        style={style}
        onKeyDown={trapTab}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className="ui-modal__close" aria-label="Lukk" onClick={() => onClose()}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="ui-modal__description">
            {description}
          </p>
        )}
        <div className="ui-modal__body">
          <ModalDepth value={depth}>{children}</ModalDepth>
        </div>
      </div>
    </div>
  );
}
