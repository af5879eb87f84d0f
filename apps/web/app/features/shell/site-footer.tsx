import type { ReactNode } from "react";
import { PageLink } from "../../components/ui/page-link";

export interface FooterLink {
  label: string;
  href: string;
}

/** The footer of spec section 1: delivered by an electrical wholesaler, the pay-later logo, copyright 2020. */
export function SiteFooter({
  productName = "Montørtorget",
  menu = [],
  cookieSettings,
}: {
  productName?: string;
  menu?: FooterLink[];
  /** Slot: the button that opens the cookie choice again. */
  cookieSettings?: ReactNode;
}) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {menu.length > 0 && (
          <nav className="footer-menu" aria-label="Bunnmeny">
            <ul className="footer-menu__list">
              {menu.map((item) => (
                <li key={`${item.href}-${item.label}`}>
                  <PageLink href={item.href}>{item.label}</PageLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__delivered">Tjenesten leveres av en elektrogrossist.</p>
        <div className="site-footer__payment" data-slot="buy-now-pay-later">
          <span className="site-footer__payment-label">Du betaler når jobben er gjort</span>
          <svg viewBox="0 0 120 32" width="120" height="32" role="img" aria-label="Betal senere">
            <rect width="120" height="32" rx="16" fill="#ffb3c7" />
            <text x="60" y="21" textAnchor="middle" fontSize="14" fontWeight="700" fill="#17120f">
              Betal senere
            </text>
          </svg>
        </div>
        {cookieSettings && <p className="site-footer__cookies">{cookieSettings}</p>}
        <p className="site-footer__copyright">© 2020 {productName}</p>
      </div>
    </footer>
  );
}
