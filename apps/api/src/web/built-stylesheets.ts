import fs from "node:fs";
import path from "node:path";

/**
 * The web build's stylesheets (`client/assets/*.css`), read once at start and looked up by the href a
 * page links them with: "/assets/name.css", also with the "#" React Router puts after a stylesheet
 * that is loaded lazily as well. Pages get them written into their head (decision 050).
 */
export function builtStylesheets(clientDir: string): (href: string) => string | undefined {
  const assets = path.join(clientDir, "assets");
  const texts = new Map<string, string>();
  for (const name of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    if (name.endsWith(".css")) texts.set(`/assets/${name}`, fs.readFileSync(path.join(assets, name), "utf8"));
  }
  return (href) => texts.get(href.replace(/[?#].*$/, ""));
}
