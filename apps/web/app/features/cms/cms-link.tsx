import { safeHref } from "@mt/domain/cms/safe-url";
import { isExternalLink } from "@mt/domain/routes/links";
import type { ReactNode } from "react";

/**
 * A link in CMS content. Internal links carry data-page so the app navigates without a reload;
 * links opening a new tab get rel="noopener noreferrer". Unsafe hrefs become "#".
 * Plain anchors, no router hooks: the same markup renders in render-module without a router.
 */
export function CmsLink({
  href,
  target,
  className,
  children,
}: {
  href: string | null | undefined;
  target?: "_self" | "_blank" | null | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const safe = safeHref(href);
  const internal = safe.startsWith("/") && !safe.startsWith("//") && !isExternalLink(safe);
  const blank = target === "_blank";
  return (
    <a
      href={safe}
      className={className}
      {...(internal && !blank && { "data-page": "" })}
      {...(blank && { target: "_blank", rel: "noopener noreferrer" })}
    >
      {children}
      {blank && <span className="visually-hidden"> (åpnes i ny fane)</span>}
    </a>
  );
}
