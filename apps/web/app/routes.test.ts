import { CMS_OWNED_PATHS } from "@mt/domain/cms/page-rules";
import { matchPattern } from "@mt/domain/roles/page-access";
import { paths, routes } from "@mt/domain/routes/routes";
import { describe, expect, it } from "vitest";
import table from "./routes";

/** Pages the CMS serves through the catch-all route, with no route of their own (the API seeds them). */
const CMS_PAGES: readonly string[] = [...CMS_OWNED_PATHS];
/** Routes that are not pages of the route table: the CMS catch-all and the module renderer. */
const NOT_PAGES = ["*", "_cms/render-module"];

type Entry = { path?: string; index?: boolean; children?: Entry[] };
const patterns = (entries: readonly Entry[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : []),
    ...patterns(entry.children ?? []),
  ]);

/** Every path the domain knows: the fixed ones, and each builder with a sample value. */
function domainPaths(): string[] {
  const built = Object.entries(routes)
    .filter(([key, value]) => typeof value === "function" && !(key in paths))
    .map(([, build]) => (build as (value: string) => string)("x").split("?")[0] as string);
  return [...Object.values(paths), ...built];
}

export function unmatched(webPatterns: readonly string[], known: readonly string[]) {
  const pages = webPatterns.filter((pattern) => !NOT_PAGES.includes(pattern.slice(1)));
  return {
    withoutRoute: known.filter(
      (path) => !CMS_PAGES.includes(path) && !pages.some((pattern) => matchPattern(pattern, path)),
    ),
    notInDomain: pages.filter((pattern) => !known.some((path) => matchPattern(pattern, path))),
  };
}

describe("the web route table and the domain's paths", () => {
  it("serve each other: every path has a route, every route is a known path", () => {
    const web = patterns(table as Entry[]);
    expect(web.length).toBeGreaterThan(20);
    expect(unmatched(web, domainPaths())).toEqual({ withoutRoute: [], notInDomain: [] });
  });

  it("would find a path without a route, and a route the domain does not know", () => {
    const web = patterns(table as Entry[]);
    expect(unmatched([...web, "/hemmelig"], [...domainPaths(), "/glemt"])).toEqual({
      withoutRoute: ["/glemt"],
      notInDomain: ["/hemmelig"],
    });
  });
});
