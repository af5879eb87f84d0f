/** Norwegian names of the five CMS menus, by key; an unknown key keeps the stored title. */
const MENU_TITLES: Record<string, string> = {
  "top-menu": "Toppmeny",
  "top-menu-customer": "Toppmeny for kunder",
  "top-menu-seller": "Toppmeny for selgere",
  "mobile-secondary-menu": "Mobilmeny (sekundær)",
  "footer-menu": "Bunnmeny",
};

export function menuTitle(key: string, stored: string): string {
  return MENU_TITLES[key] ?? stored;
}
