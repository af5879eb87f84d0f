import { Link } from "react-router";
import { Logo } from "./logo";
import { DEFAULT_PRODUCT_NAME } from "./product-name";

export interface MenuLink {
  label: string;
  href: string;
}

/** Logo and the top menu. The menu's items come from the CMS and the user's roles. */
export function SiteHeader({
  productName = DEFAULT_PRODUCT_NAME,
  menu = [],
}: {
  productName?: string;
  menu?: MenuLink[];
}) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__home" aria-label={`${productName}, til forsiden`}>
          <Logo productName={productName} />
        </Link>
        <nav className="site-header__nav" aria-label="Hovedmeny">
          <ul className="site-header__menu">
            {menu.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
