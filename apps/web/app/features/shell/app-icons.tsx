/** The design tokens' --color-brand: browser chrome on phones takes this colour (e2e checks they agree). */
export const THEME_COLOR = "#0b3d5c";

/**
 * The favicon, app icons, web manifest and theme colour for <head>. The files are in apps/web/public,
 * made by scripts/make-icons.mjs from the logo's mark.
 */
export function AppIcons() {
  return (
    <>
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}
