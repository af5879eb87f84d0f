import { cmsImageUrl } from "@mt/domain/cms/cms-image-url";
import type { MetaDescriptor } from "react-router";
import { pageTitle } from "../../lib/page-title";
import type { CmsPageWithRevision } from "./cms-api";
import { CmsModules } from "./cms-modules";
import { type CmsSlots, CmsSlotsProvider } from "./cms-slots";
import { PageEditing } from "./editing/page-editing";

/** A CMS page: its background, its modules, and its title as h1 when no hero carries one. */
export function CmsPage({ page, slots = {} }: { page: CmsPageWithRevision; slots?: Partial<CmsSlots> }) {
  const heroFirst = page.modules[0]?.type === "hero";
  return (
    <article className="cms-page" style={{ background: page.background }} data-page-id={page.id}>
      {!heroFirst && (
        <div
          className={`container cms-page__title${page.modules[0]?.type === "rich_text" ? " container--800" : ""}`}
        >
          <h1>{page.seo.title || page.title}</h1>
        </div>
      )}
      <CmsSlotsProvider slots={slots}>
        <PageEditing page={page} render={(modules) => <CmsModules modules={modules} first={heroFirst} />} />
      </CmsSlotsProvider>
    </article>
  );
}

type Matches = Parameters<typeof pageTitle>[1];

/**
 * SEO of a CMS page: title with the product-name suffix (the home page shows the product name
 * alone unless its SEO title says otherwise), description, keywords, social image and canonical URL.
 */
export function cmsMeta(
  page: CmsPageWithRevision | undefined,
  origin: string | undefined,
  matches: Matches,
): MetaDescriptor[] {
  if (!page) return [{ title: pageTitle(undefined, matches) }];
  const title = pageTitle(page.seo.title || page.title, matches);
  const base = origin ?? "";
  const image = page.seo.image
    ? new URL(
        cmsImageUrl({ url: page.seo.image }, { width: 1200, aspect: 1.91 }),
        `${base || "http://localhost"}/`,
      ).href
    : null;
  const canonical = `${base}${page.path}`;
  return [
    { title },
    ...(page.seo.description ? [{ name: "description", content: page.seo.description }] : []),
    ...(page.seo.keywords.length > 0 ? [{ name: "keywords", content: page.seo.keywords.join(", ") }] : []),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    ...(page.seo.description ? [{ property: "og:description", content: page.seo.description }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}
