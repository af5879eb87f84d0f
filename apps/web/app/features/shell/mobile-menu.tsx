import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";

export interface MobileMenuLink {
  label: string;
  href: string;
}

/**
 * The menu below the 940 px breakpoint: the top menu's items and the secondary CMS menu behind a
 * "Meny" button. Built on details/summary, so it opens without JavaScript; with JavaScript it also
 * closes on navigation and on Escape.
 */
export function MobileMenu({
  primary,
  secondary,
}: {
  primary: MobileMenuLink[];
  secondary: MobileMenuLink[];
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the location changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape" && details?.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    }
    details.addEventListener("keydown", onKey);
    return () => details.removeEventListener("keydown", onKey);
  }, []);
  if (primary.length === 0 && secondary.length === 0) return null;
  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="mobile-menu__toggle">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* "Meny" stays the toggle's name for screen readers; below 480 px the three lines say it to the eye. */}
        <span className="visually-hidden-phone">Meny</span>
      </summary>
      <nav className="mobile-menu__panel" aria-label="Mobilmeny">
        {primary.length > 0 && (
          <ul className="mobile-menu__list">
            {primary.map((item) => (
              <li key={`${item.href}-${item.label}`}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        )}
        {secondary.length > 0 && (
          <ul className="mobile-menu__list mobile-menu__list--secondary">
            {secondary.map((item) => (
              <li key={`${item.href}-${item.label}`}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </details>
  );
}
