import type { ReactNode } from "react";
import { Link } from "react-router";
import { DEFAULT_PRODUCT_NAME } from "../../lib/product-name";
import { CartButton } from "./cart-button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export interface MenuLink {
  label: string;
  href: string;
}

/**
 * Logo, the top menu and, on storefront pages (those with the CMS menu), the cart button. The menu's
 * items come from the CMS and the user's roles.
 */
export function SiteHeader({
  productName = DEFAULT_PRODUCT_NAME,
  menu = [],
  secondaryMenu = [],
  logoHref = "/",
  navigation,
  tools,
}: {
  productName?: string;
  /**
   * The menu's links: the CMS menu's (public, customer or seller), or with `navigation` the staff
   * menu's, which the mobile menu lists below the 940 px breakpoint.
   */
  menu?: MenuLink[];
  /** The CMS mobile secondary menu, shown in the mobile menu below the 940 px breakpoint. */
  secondaryMenu?: MenuLink[];
  /** A seller's logo links to /selger. */
  logoHref?: string;
  /** A staff role's fixed menu, shown instead of the CMS items. */
  navigation?: ReactNode;
  /** Account, role switcher, environment badge and dev tools. */
  tools?: ReactNode;
}) {
  return (
    <header className={navigation ? "site-header site-header--staff" : "site-header"}>
      <div className="container site-header__inner">
        <Link to={logoHref} className="site-header__home" aria-label={`${productName}, til forsiden`}>
          <Logo productName={productName} />
        </Link>
        <nav className="site-header__nav" aria-label="Hovedmeny">
          {navigation ?? (
            <ul className="site-header__menu site-header__menu--cms">
              {menu.map((item) => (
                <li key={item.href}>
                  <Link to={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {tools && <div className="site-header__tools">{tools}</div>}
        {!navigation && <CartButton />}
        <MobileMenu primary={menu} secondary={secondaryMenu} />
      </div>
    </header>
  );
}
