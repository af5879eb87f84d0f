import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A link to a page of the app as a plain anchor carrying `data-page`, which the shell navigates
 * without a reload (`ClientSideLinks`, the spec's rule for links in HTML). For long lists drawn by
 * the server, such as a calendar's thousand bookings, where React Router's `Link` costs a set of
 * hooks per link on the server and again in hydration.
 */
export function PageLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} data-page="">
      {children}
    </a>
  );
}

/**
 * Mounted once in the root: a link in the page that carries `data-page` (a `PageLink`, CMS rich
 * text, the footer) opens inside the app instead of reloading the page. A modified click (new tab),
 * another origin or another target is left to the browser.
 */
export function ClientSideLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.("a[data-page]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
