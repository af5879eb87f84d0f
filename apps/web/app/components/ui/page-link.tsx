import type { ReactNode } from "react";

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
